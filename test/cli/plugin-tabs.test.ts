// The CLI's screens, replays and feeds work from the registry's tabs (issues 40 and 41): a plugin's
// tab shows in the tab line and lists what it includes, a note type's `filter` files its notes, and a
// tab none of the given plugins declares is refused at its line.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../cli/errors.ts';
import { cliPlugins, loadPluginFiles } from '../../cli/plugins.ts';
import { replay } from '../../cli/replay.ts';
import { runFeed } from '../../cli/run.ts';
import { renderScreen } from '../../cli/screen.ts';
import { defineNoteType } from '../../src/core/plugin.ts';
import { testCore } from '../support/core.ts';
import { makeNote } from '../support/notes.ts';

const SAVED = 'fixtures/plugins/saved.ts';
const dir = mkdtempSync(join(tmpdir(), 'plugin-tabs-'));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

const mention = defineNoteType({ name: 'mention', matches: (note) => note.type === 'mention', header: () => 'subject', filter: 'comments' });
const at = (minute: number) => new Date(Date.parse('2026-01-01T11:00:00Z') - minute * 60_000).toISOString();
const notes = [
  makeNote({ id: 1, type: 'comment', timestamp: at(1), subject: [{ text: 'Ada commented on Pears' }] }),
  makeNote({ id: 2, type: 'mention', timestamp: at(2), subject: [{ text: 'Jonas mentioned you' }] }),
  makeNote({ id: 3, type: 'like', timestamp: at(3), subject: [{ text: 'Maya liked Pears' }] }),
];
const listed = (screen: string) => screen.split('\n').filter((line) => /^ [ ●>] /.test(line)).map((line) => line.slice(3));

describe("the CLI's screen", () => {
  it("shows the registry's tabs, files a note by its type's filter, lists a plugin's tab, and replays the same", async () => {
    const plugins = cliPlugins([...(await loadPluginFiles([SAVED])), mention]);
    const { core } = testCore({ plugins, notes, open: true });
    core.append({ type: 'filter/chosen', name: 'comments' });
    const screen = () => renderScreen(core.state.value, core.select, core.registry);
    expect(screen().split('\n')[0]).toMatch(/^ All {3}Unread {2}\[Comments\] {2}Subscribers {3}Likes {3}Saved {4}unread/);
    expect(listed(screen())).toEqual(['Ada commented on Pears', 'Jonas mentioned you']);
    core.perform('save', 3);
    core.append({ type: 'filter/chosen', name: 'saved' });
    expect(screen().split('\n')[0]).toContain(' Likes  [Saved] ');
    expect(listed(screen())).toEqual(['Maya liked Pears']);

    const log = write('saved.jsonl', core.exportLog());
    expect(replay(log, plugins)).toBe(screen());
    // Without the plugin that declares it, the tab is refused at the line that chose it.
    const error = (() => {
      try {
        replay(log, cliPlugins([mention]));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toMatch(/saved\.jsonl:\d+: malformed filter\/chosen event \(name: Expected a tab of the plugins \(all, unread, comments, follows, likes, snoozed\) but received "saved"\)$/);
  });
});

describe("a feed's filter step", () => {
  const feed = write('saved-feed.json', JSON.stringify({ timeZone: 'America/New_York', notes: { generate: { count: 3 } }, steps: [{ do: 'filter', name: 'saved' }] }));

  it("names a tab of the feed's plugins", async () => {
    const result = await runFeed(feed, { plugins: await loadPluginFiles([SAVED]) });
    expect(result.steps.at(-1)?.screen[0]).toContain('[Saved]');
  });

  it('naming any other is refused at its line', async () => {
    const error = await runFeed(feed).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toMatch(/saved-feed\.json:1: filter name must be one of all, unread, comments, follows, likes, snoozed$/);
  });
});
