import type { Note } from '../../src/core/note.ts';

let nextId = 1000;

/** A note of `type` at `timestamp`; comments carry the usual action flags. */
export function makeNote(overrides: Partial<Note> & { actions?: Record<string, boolean | string> } = {}): Note {
  const { actions, ...rest } = overrides;
  const id = rest.id ?? nextId++;
  const type = rest.type ?? 'comment';
  return {
    id,
    type,
    read: 0,
    timestamp: '2026-01-01T10:00:00Z',
    note_hash: id * 7,
    subject: [{ text: `Note ${id}` }],
    body: [
      { text: 'Ada', type: 'user', meta: { ids: { user: 7, site: 70 } }, actions: { follow: false } },
      { text: 'A comment', type: 'comment', meta: { ids: { comment: id, post: 2, site: 70 } }, actions: actions ?? { 'approve-comment': false, 'like-comment': false, 'spam-comment': false, 'trash-comment': false, 'replyto-comment': true } },
    ],
    meta: { ids: { site: 70, post: 2, comment: id } },
    ...rest,
  };
}

/** `count` comments one minute apart, newest first, ending at `newest`. */
export function makeNotes(count: number, newest = Date.parse('2026-01-01T10:00:00Z')): Note[] {
  return Array.from({ length: count }, (_, index) => makeNote({ id: 1 + index, timestamp: new Date(newest - index * 60_000).toISOString() }));
}
