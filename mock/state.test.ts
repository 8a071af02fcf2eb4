import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadNotesFile, SAMPLE_NOTES_FILE } from './load.ts';
import { createMockState, type NoteChange } from './state.ts';

const folder = mkdtempSync(join(tmpdir(), 'mock-notes-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const file = (name: string, text: string): string => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};
const sample = JSON.parse(readFileSync(SAMPLE_NOTES_FILE, 'utf8')) as { notes: Array<Record<string, unknown>> };
const goodNote = sample.notes[5] as Record<string, unknown>;

describe('seeding from a notes file', () => {
  it('names the file, the line and the problem for bad input, as the harness does', () => {
    const missing = join(folder, 'missing.json');
    expect(() => loadNotesFile(missing)).toThrow(`${missing}: cannot read the notes file (no such file)`);
    const broken = file('broken.json', '{\n  "notes": [\n    { "id": 1,, }\n  ]\n}\n');
    expect(() => loadNotesFile(broken)).toThrow(`${broken}:3: not valid JSON (Expected double-quoted property name)`);
    const wrongShape = file('shape.json', '{"items": []}');
    expect(() => loadNotesFile(wrongShape)).toThrow(`${wrongShape}:1: expected a list response { last_seen_time, number, notes: [...] } or an array of notes`);
    const lines = (notes: unknown[]) => `[\n${notes.map((note) => `  ${JSON.stringify(note)}`).join(',\n')}\n]\n`;
    const badNote = file('bad-note.json', lines([goodNote, goodNote, { ...goodNote, id: 7, timestamp: 'last tuesday' }, { ...goodNote, id: 8, type: 9 }]));
    expect(() => loadNotesFile(badNote)).toThrow(`${badNote}:4: malformed note notes[2] (id 7): timestamp: Expected an ISO-8601 timestamp (and 1 more malformed)`);
    const twice = file('twice.json', `{ "notes": ${lines([goodNote, { ...goodNote, id: 1 }, goodNote])}}`);
    expect(() => loadNotesFile(twice)).toThrow(`${twice}:4: duplicate note id 3499999995`);
    const badSeen = file('seen.json', JSON.stringify({ last_seen_time: 'soon', notes: [] }));
    expect(() => createMockState({ notes: badSeen })).toThrow(`${badSeen}:1: last_seen_time must be epoch seconds`);
  });

  it('data handed over in code is named by its source, without lines', () => {
    expect(() => createMockState({ notes: [goodNote, { ...goodNote, id: 7, timestamp: 'never' }] })).toThrow('notes option: malformed note notes[1] (id 7): timestamp: Expected an ISO-8601 timestamp');
  });

  it('accepts a bare array of notes and a list whose last_seen_time is in milliseconds', () => {
    const bare = createMockState({ notes: file('bare.json', JSON.stringify([goodNote])) });
    expect(bare.listNotes().map((note) => note.id)).toEqual([3499999995]);
    expect(bare.lastSeenTime()).toBe(0);
    const list = createMockState({ notes: { last_seen_time: 1528964046123, notes: [goodNote] } });
    expect(list.lastSeenTime()).toBe(1528964046);
  });

  it('defaults to the sample', () => {
    expect(createMockState().listNotes({ number: 100 })).toHaveLength(20);
  });
});

describe('state changes', () => {
  it('createNote fills id, timestamp from the clock and hash, and tells listeners', () => {
    let now = Date.UTC(2026, 2, 1, 8, 30);
    const state = createMockState({ clock: () => now });
    const changes: NoteChange[] = [];
    const off = state.subscribe((change) => changes.push(change));
    const created = state.createNote({ type: 'like', subject: [{ text: 'Someone liked your post' }] });
    expect(created).toMatchObject({ id: 3500000001, type: 'like', read: 0, timestamp: '2026-03-01T08:30:00+00:00' });
    expect(typeof created.note_hash).toBe('number');
    expect(state.listNotes({ number: 1 })[0]?.id).toBe(created.id);
    expect(changes).toEqual([{ kind: 'created', noteId: created.id }]);
    now += 1000;
    expect(state.createNote({}).id).toBe(3500000002);
    off();
    state.createNote({});
    expect(changes).toHaveLength(2);
    expect(() => state.createNote({ id: created.id })).toThrow(`createNote: note ${created.id} already exists`);
    expect(() => state.createNote({ subject: 'nope' as never })).toThrow('createNote: malformed note: subject');
  });

  it('changes the hash only when the note changes, and never hands out its own objects', () => {
    const state = createMockState();
    const before = state.getNote(3499999995);
    state.markRead({ 3499999995: 9999, 123: 9999 });
    const read = state.getNote(3499999995);
    expect(read?.read).toBe(1);
    expect(read?.note_hash).not.toBe(before?.note_hash);
    state.markRead({ 3499999995: 9999 });
    expect(state.getNote(3499999995)?.note_hash).toBe(read?.note_hash);
    if (read) read.read = 0;
    expect(state.getNote(3499999995)?.read).toBe(1);
  });

  it('updateNote and removeNote report what changed', () => {
    const state = createMockState();
    const changes: NoteChange[] = [];
    state.subscribe((change) => changes.push(change));
    state.updateNote(3499999995, (note) => void (note.title = '2 Followers'));
    expect(state.removeNote(3499999995)).toBe(true);
    expect(state.removeNote(3499999995)).toBe(false);
    expect(changes).toEqual([
      { kind: 'changed', noteId: 3499999995 },
      { kind: 'removed', noteId: 3499999995 },
    ]);
  });
});
