/**
 * The mock platform's in-memory state: notes, last-seen time, read flags, and (through
 * actions.ts) the comments, likes and follows behind them. Time comes from an injected clock.
 */
import { NoteSchema, parseEach, parseLastSeenTime } from '../src/api/schema.ts';
import { createActions, type MockActions } from './actions.ts';
import { applyFlags } from './flags.ts';
import { adoptSeed, loadNotesFile, parseNotesInput, SAMPLE_NOTES_FILE, type NotesSeed } from './load.ts';
import { cloneJson, contentHash, isoSeconds, newestFirst, noteSeconds, type MockNote } from './notes.ts';
import { createSocialGraph, type SocialGraph } from './social.ts';

/** What happened to a note; realtime pushes `created`. */
export interface NoteChange {
  kind: 'created' | 'changed' | 'removed';
  noteId: number;
}

/** Options of `createMockState`. */
export interface MockStateOptions {
  /** Seed: a file path, parsed data (list response or array), or a seed; default the sample. */
  notes?: string | NotesSeed | unknown;
  /** Epoch ms; default `Date.now`. */
  clock?: () => number;
}

/** Paging and filters of the list endpoint. */
export interface ListQuery {
  number?: number;
  /** Epoch seconds, inclusive. */
  before?: number;
  unread?: boolean;
}

/** The internals actions.ts works on. */
export interface StateCore {
  notes: Map<number, MockNote>;
  graph: SocialGraph;
  now: () => number;
  /** Runs `change` on, then re-applies flags to, the notes `touches` selects; changed ones get new hashes. */
  refresh(touches: (note: MockNote) => boolean, change?: (note: MockNote) => void): void;
  remove(noteId: number): void;
}

/** The platform's state, as handlers, tests and the CLI see it. */
export interface MockState extends MockActions {
  readonly now: () => number;
  listNotes(query?: ListQuery): MockNote[];
  getNote(id: number): MockNote | undefined;
  lastSeenTime(): number;
  /** POST /notifications/seen: `time` in epoch seconds (ms are converted). */
  markSeen(time: unknown): number;
  /** POST /notifications/read: 9999 (any positive) marks read, −1 (any negative) unread. */
  markRead(counts: Record<string, number>): void;
  /** Adds a note (id, timestamp now and hash filled in unless given) and tells listeners. */
  createNote(partial?: Partial<MockNote>): MockNote;
  /** Changes a note in place ("the platform changes a note"), bumping its hash. */
  updateNote(id: number, change: (note: MockNote) => void): MockNote;
  /** The platform changed something the note does not show: a new hash, same content. */
  touchNote(id: number): MockNote;
  /**
   * Puts a payload in the list as it is, unchecked, replacing a note with its id: tests serve
   * malformed notes this way. The platform's own rules (flags, hashes) only apply to valid ones.
   */
  insertRawNote(raw: Record<string, unknown> & { id: number }): void;
  /** Sets the stored last-seen time as given, unconverted (a platform answering in ms, say). */
  setLastSeenTime(value: number): void;
  removeNote(id: number): boolean;
  /** Listens to note changes; returns the disposer. */
  subscribe(listener: (change: NoteChange) => void): () => void;
}

function seedFrom(notes: MockStateOptions['notes']): NotesSeed {
  if (notes === undefined) return loadNotesFile(SAMPLE_NOTES_FILE);
  if (typeof notes === 'string') return loadNotesFile(notes);
  if (notes !== null && typeof notes === 'object' && 'lastSeenTime' in notes && Array.isArray((notes as NotesSeed).notes)) {
    const seed = notes as NotesSeed;
    if (adoptSeed(seed)) return seed;
    return { ...parseNotesInput(seed.notes, 'notes option'), lastSeenTime: seed.lastSeenTime };
  }
  return parseNotesInput(notes, 'notes option');
}

/** Builds a state from a seed (default: fixtures/notes-sample.json). */
export function createMockState(options: MockStateOptions = {}): MockState {
  const seed = seedFrom(options.notes);
  const now = options.clock ?? Date.now;
  const notes = new Map<number, MockNote>();
  const graph = createSocialGraph();
  const listeners = new Set<(change: NoteChange) => void>();
  let lastSeen = seed.lastSeenTime;
  let nextNoteId = 1;

  const emit = (change: NoteChange): void => {
    for (const listener of [...listeners]) listener(change);
  };
  const rehash = (note: MockNote, before: string): boolean => {
    if (JSON.stringify({ ...note, note_hash: 0 }) === before) return false;
    const hash = contentHash(note);
    // The same hash would hide the change from a client's cheap poll.
    note.note_hash = hash === note.note_hash ? (hash ^ 1) >>> 0 : hash;
    return true;
  };
  const add = (note: MockNote): void => {
    notes.set(note.id, note);
    nextNoteId = Math.max(nextNoteId, note.id + 1);
    graph.learn(note);
  };
  for (const note of seed.notes) add(note);

  const core: StateCore = {
    notes,
    graph,
    now,
    refresh(touches, change) {
      for (const note of notes.values()) {
        if (!touches(note)) continue;
        const before = JSON.stringify({ ...note, note_hash: 0 });
        change?.(note);
        applyFlags(note, graph);
        if (rehash(note, before)) emit({ kind: 'changed', noteId: note.id });
      }
    },
    remove(noteId) {
      if (notes.delete(noteId)) emit({ kind: 'removed', noteId });
    },
  };

  const state: MockState = {
    now,
    ...createActions(core),
    listNotes({ number = 10, before, unread } = {}) {
      return [...notes.values()]
        .filter((note) => (before === undefined || noteSeconds(note) <= before) && (!unread || note.read === 0))
        .sort(newestFirst)
        .slice(0, Math.max(0, number))
        .map(cloneJson);
    },
    getNote: (id) => {
      const note = notes.get(id);
      return note && cloneJson(note);
    },
    lastSeenTime: () => lastSeen,
    markSeen(time) {
      const seconds = parseLastSeenTime(time);
      if (seconds === undefined) throw new TypeError('time must be epoch seconds');
      lastSeen = seconds;
      return lastSeen;
    },
    markRead(counts) {
      for (const [id, value] of Object.entries(counts)) {
        // Ids the platform no longer lists are accepted and ignored, as the platform does.
        if (typeof value !== 'number' || value === 0 || !notes.has(Number(id))) continue;
        state.updateNote(Number(id), (note) => void (note.read = value > 0 ? 1 : 0));
      }
    },
    createNote(partial = {}) {
      const note = {
        type: 'comment',
        read: 0,
        subject: [{ text: 'New notification' }],
        body: [],
        ...cloneJson(partial),
        id: partial.id ?? nextNoteId,
        timestamp: partial.timestamp ?? isoSeconds(now()),
        meta: { ids: {}, links: {}, ...cloneJson(partial.meta ?? {}) },
        note_hash: 0,
      } as MockNote;
      if (notes.has(note.id)) throw new Error(`createNote: note ${note.id} already exists`);
      note.note_hash = partial.note_hash ?? contentHash(note);
      const { dropped } = parseEach(NoteSchema, [note]);
      if (dropped[0]) throw new Error(`createNote: malformed note: ${dropped[0].reason}`);
      add(note);
      emit({ kind: 'created', noteId: note.id });
      return cloneJson(note);
    },
    updateNote(id, change) {
      const note = notes.get(id);
      if (!note) throw new Error(`updateNote: unknown note ${id}`);
      const before = JSON.stringify({ ...note, note_hash: 0 });
      change(note);
      graph.learn(note);
      if (rehash(note, before)) emit({ kind: 'changed', noteId: id });
      return cloneJson(note);
    },
    touchNote(id) {
      const note = notes.get(id);
      if (!note) throw new Error(`touchNote: unknown note ${id}`);
      note.note_hash = (Number(note.note_hash) + 1) >>> 0;
      emit({ kind: 'changed', noteId: id });
      return cloneJson(note);
    },
    insertRawNote(raw) {
      const note = cloneJson(raw) as unknown as MockNote;
      if (parseEach(NoteSchema, [note]).dropped.length > 0) {
        notes.set(note.id, note);
        return;
      }
      add(note);
    },
    setLastSeenTime(value) {
      lastSeen = value;
    },
    removeNote(id) {
      const had = notes.has(id);
      core.remove(id);
      return had;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return state;
}
