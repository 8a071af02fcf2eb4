// The CLI draws the plugins' view parts (issue 41): `render` with React on the server, and `run`'s
// text screens as their text, from the shipped view modules (Snooze's) and those a --plugin file
// exports (the guide's milestone, fixtures/plugins/milestone*.ts*).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPluginFiles } from '../../cli/plugins.ts';
import { renderNote } from '../../cli/render.ts';
import { runFeed } from '../../cli/run.ts';

const MILESTONE = ['fixtures/plugins/milestone.ts', 'fixtures/plugins/milestone-view.tsx'];
const dir = mkdtempSync(join(tmpdir(), 'view-parts-'));
const write = (name: string, value: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};
const note = (id: number, type: string, text: string, body: unknown[]) => ({
  id,
  type,
  read: 1,
  timestamp: '2026-01-01T11:00:00+00:00',
  subject: [{ text }],
  body,
  meta: { ids: { site: 70 } },
});
const milestone = note(40, 'site_milestone', 'Your site reached 1,000 views', [{ text: '1,000 of 1,000 views', meta: { ids: { views: 1000, goal: 1000 } } }]);

describe("the CLI's view parts", () => {
  it("render draws the block and header parts of a --plugin file", async () => {
    const plugins = await loadPluginFiles(MILESTONE);
    expect(plugins.views.map((views) => views.plugin)).toEqual(['site-milestone']);
    const html = renderNote(write('milestone.json', milestone), { plugins, views: plugins.views });
    expect(html).toMatch(/<progress max="1000" value="1000" aria-label="Views towards the goal">/);
    expect(html).toContain('role="img" aria-label="Goal reached"');
  });

  it("run's screens show a sleeping note's row part in the Snoozed tab, and a header part", async () => {
    const feed = write('feed.json', {
      start: '2026-01-01T12:00:00Z',
      timeZone: 'America/New_York',
      notes: [milestone, note(41, 'new_post', 'Ada published Pears', [])],
      steps: [
        { do: 'open' },
        { do: 'perform', action: 'snooze', note: 41 },
        { do: 'wait', for: '5s' },
        { do: 'filter', name: 'snoozed' },
        { do: 'filter', name: 'all' },
        { do: 'select', note: 40 },
      ],
    });
    const plugins = await loadPluginFiles(MILESTONE);
    const result = await runFeed(feed, { plugins, views: plugins.views });
    expect(result.steps[3]!.screen).toContainEqual(expect.stringMatching(/^ {3}Ada published Pears \[Wakes 8:00\sAM\]$/));
    expect(result.steps[5]!.screen).toContain('Your site reached 1,000 views [🏆]');
    expect(result.steps[5]!.screen).toContain('  [milestone-progress] 1,000 of 1,000 views');
  });
});
