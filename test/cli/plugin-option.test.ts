// `--plugin <file>`: an author sees a note type headlessly, and a bad plugin file is one line of bad input.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../cli/errors.ts';
import { cliPlugins, loadPluginFiles } from '../../cli/plugins.ts';
import { renderNote } from '../../cli/render.ts';
import { replay } from '../../cli/replay.ts';
import type { Note } from '../../src/core/note.ts';
import { testCore } from '../support/core.ts';

const PLUGIN = 'fixtures/plugins/store-order.ts';
const NOTE = 'fixtures/notes/store-order.json';

describe('render --plugin', () => {
  it("draws a note type from a plugin file: its summary in the row, its block kinds and link in the open note", async () => {
    const plugins = await loadPluginFiles([PLUGIN]);
    expect(plugins.map((plugin) => plugin.name)).toEqual(['store-order', 'pin']);
    const html = renderNote(NOTE, { plugins });
    expect(html).toContain('<span class="wpnc__row-excerpt" dir="auto">Order #123: 2 × Mug, $42.00</span>');
    expect(html).toContain('<div class="wpnc__block is-post" dir="auto">Order #123: 2 × Mug, $42.00</div>');
    expect(html).toMatch(/href="https:\/\/store\.example\/orders\/123"[^>]*>View order/);
  });

  it('without the plugin the same note is a generic one: no summary line, its order block plain text', () => {
    const html = renderNote(NOTE);
    expect(html).not.toContain('class="wpnc__row-excerpt"');
    expect(html).toContain('<div class="wpnc__block is-text" dir="auto">Order #123');
  });
});

describe("a plugin's undo on the CLI's screen", () => {
  it("the undo bar says the words the plugin declared for its own kind, not the kind's name, live and replayed", async () => {
    const plugins = cliPlugins(await loadPluginFiles([PLUGIN]));
    const note = JSON.parse(readFileSync(NOTE, 'utf8')) as Note;
    const { core } = testCore({ notes: [note], open: true, plugins });
    core.append({ type: 'note/selected', id: note.id });
    core.handleKey({ key: 'p' });
    const file = join(mkdtempSync(join(tmpdir(), 'plugin-undo-')), 'session.jsonl');
    writeFileSync(file, core.exportLog());
    const undoLine = replay(file, plugins).split('\n').find((line) => line.startsWith('undo bar: '));
    expect(undoLine).toBe(`undo bar: Notification pinned [Undo] (note ${note.id}, pending)`);

    core.handleKey({ key: 'p' });
    writeFileSync(file, core.exportLog());
    expect(replay(file, plugins)).toContain('undo bar: Notification unpinned [Undo]');
  });
});

describe('a bad --plugin file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'plugin-option-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it.each([
    ['a file that does not exist', join(dir, 'missing.ts'), /missing\.ts: the plugin file does not load: /],
    ['a file that throws as it loads', file('throws.mjs', 'throw new Error("broken plugin");\n'), /throws\.mjs: the plugin file does not load: broken plugin$/],
    ['a file that exports no plugin', file('none.mjs', 'export const answer = 42;\n'), /none\.mjs: exports no plugin/],
    ['a plugin the registry refuses beside the shipped ones', file('clash.mjs', "export const other = { kind: 'action', name: 'approve', label: 'Approve', perform: () => [] };\n"), /clash\.mjs: Two actions are named approve$/],
  ])('%s is one line of bad input', async (_what, path, message) => {
    const error = await loadPluginFiles([path]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});
