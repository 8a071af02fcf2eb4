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
    // No plugin declared trash's words here: the bar's fallback, and the line names the kind that lacks them.
    expect(live).toContain('undo bar: Done [Undo] (note 3, pending; no undo texts for kind trash)');
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

describe('replay of a crafted log', () => {
  const header = (state: unknown) => JSON.stringify({ format: 'notes-panel-log', version: 1, snapshotSeq: 0, state });
  const received = (fields: Record<string, unknown>) => JSON.stringify({ type: 'notes/received', seq: 2, at: 1000, ...fields });
  const opened = JSON.stringify({ type: 'panel/opened', seq: 1, at: 0 });

  it.each([
    ['notes: null', received({ notes: null }), /^malformed notes\/received event \(notes: Invalid type: Expected Array but received null\)$/],
    ['notes as a string', received({ notes: 'lots' }), /^malformed notes\/received event \(notes: Invalid type: Expected Array/],
    ['no notes', received({}), /^malformed notes\/received event \(notes: Invalid key: Expected "notes"/],
    ['a note without its blocks', received({ notes: [{ id: 1, type: 'like', timestamp: '2026-01-01T10:00:00Z', note_hash: 1 }] }), /^malformed notes\/received event \(notes\.0\.subject: /],
    ['an id that is not a number', JSON.stringify({ type: 'note/selected', seq: 2, at: 1000, id: { toString: 1 } }), /^malformed note\/selected event \(id: /],
    ['a revert event of no known type', JSON.stringify({ type: 'undo/started', seq: 2, at: 1000, id: 1, kind: 'like', revert: [{ type: 'nope' }] }), /^malformed undo\/started event \(revert\.0: /],
    // A plugin's fact: its data is the fact's own to read, its envelope is checked here.
    ['a fact without its name', JSON.stringify({ type: 'plugin/recorded', seq: 2, at: 1000, plugin: 'approve', id: 1, data: {} }), /^malformed plugin\/recorded event \(name: /],
    ['a fact about a note id that is not a number', JSON.stringify({ type: 'plugin/recorded', seq: 2, at: 1000, plugin: 'approve', name: 'requested', id: '1', data: { approved: true } }), /^malformed plugin\/recorded event \(id: /],
    ['an event that left the core, with no plugin to read it', JSON.stringify({ type: 'note/approveRequested', seq: 2, at: 1000, id: 1, approved: true }), /^unknown event type "note\/approveRequested"$/],
  ])('refuses %s at its line, without a stack trace', (_label, line, reason) => {
    const file = write('crafted-event.jsonl', [header({}), opened, line].join('\n'));
    const error: unknown = (() => { try { replay(file, []); } catch (thrown) { return thrown; } })();
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).line).toBe(3);
    expect((error as InputError).message).toMatch(new RegExp(`^${file}:3: `));
    expect((error as InputError).message.replace(`${file}:3: `, '')).toMatch(reason);
  });

  it.each([
    ['ui: null', { ui: null }, /^malformed state \(ui: /],
    ['client: null', { client: null }, /^malformed state \(client: /],
    ['notes as a list', { notes: [1, 2] }, /^malformed state \(notes\.0: /],
    ['a filter of no kind', { ui: { filterName: 'everything' } }, /^malformed state \(ui\.filterName: /],
  ])('refuses a header state with %s at line 1', (_label, state, reason) => {
    const file = write('crafted-state.jsonl', [header(state), opened].join('\n'));
    const error: unknown = (() => { try { replay(file, []); } catch (thrown) { return thrown; } })();
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).line).toBe(1);
    expect((error as InputError).message.replace(`${file}:1: `, '')).toMatch(reason);
  });

  it('replays an older log whose ui and client lack newer fields', () => {
    const file = write('older.jsonl', [header({ ui: { isPanelOpen: true }, client: { locale: 'fr' } }), opened].join('\n'));
    expect(JSON.parse(replay(file, [], { json: true }))).toMatchObject({ ui: { isPanelOpen: true, filterName: 'all' }, client: { locale: 'fr', noteList: [] } });
  });
});
