import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from './errors.ts';
import { replay } from './replay.ts';
import { renderScreen } from './screen.ts';
import { makeNotes } from '../test/support/notes.ts';
import { testCore } from '../test/support/core.ts';

const dir = mkdtempSync(join(tmpdir(), 'replay-'));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('replay', () => {
  it('prints the same screen the live core shows, and stops at a seq', () => {
    const { core, clock } = testCore({ notes: makeNotes(4), open: true, logLimit: 5 });
    const opened = core.append({ type: 'note/selected', id: 2 });
    core.append({ type: 'undo/started', id: 3, kind: 'trash' });
    core.append({ type: 'status/shown', message: 'Comment trashed', kind: 'info' });
    clock.advance(1000);
    const file = write('session.jsonl', core.exportLog());
    const live = renderScreen(core.state.value, core.select, core.registry);
    expect(replay(file, [])).toBe(live);
    expect(live).toContain('undo bar: trash of note 3 (pending)');
    expect(live).toContain('status (info, 4000 ms): Comment trashed');
    expect(JSON.parse(replay(file, [], { json: true }))).toEqual(core.state.value);
    expect(replay(file, [], { at: opened.seq })).not.toContain('undo bar');
    expect(replay(file, [], { events: true })).toMatch(/status\/shown \{"message":"Comment trashed"/);
  });

  it('names the file and line of a bad log', () => {
    const file = write('bad.jsonl', '{"format":"notes-panel-log","version":1,"snapshotSeq":0,"state":{}}\n{"type":"panel/opened","seq":1,"at":0}\nnot json\n');
    expect(() => replay(file, [])).toThrow(new InputError(file, 3, 'not valid JSON'));
    expect(() => replay(join(dir, 'missing.jsonl'), [])).toThrow(`${join(dir, 'missing.jsonl')}: no such file`);
  });

  it('refuses a seq the log does not hold', () => {
    const { core } = testCore({ notes: makeNotes(1) });
    const file = write('short.jsonl', core.exportLog());
    expect(() => replay(file, [], { at: 999 })).toThrow(/no event with seq 999/);
  });
});
