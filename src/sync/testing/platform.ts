/**
 * An in-memory notifications API for sync tests and the benchmark: the list (full or id,note_hash),
 * single notes, read, seen and seen-posts, with failures on demand and a byte count per answer.
 */
import type { Note } from '../../core/index.ts';

/** One answered request. */
export interface PlatformRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  status: number;
  bytes: number;
}

/** A raw note payload: anything, so tests can serve malformed ones. */
export type RawNote = Record<string, unknown> & { id: number };

const time = (note: RawNote) => Date.parse(String(note.timestamp)) || 0;

/** The fake platform's state and its request answerer. */
export function createFakePlatform(initial: readonly (Note | RawNote)[] = []) {
  const notes = new Map<number, RawNote>(initial.map((note) => [note.id, { ...note } as RawNote]));
  const requests: PlatformRequest[] = [];
  const platform = {
    notes,
    requests,
    lastSeenTime: 0,
    /** What the read call's `success` says. */
    readSucceeds: true,
    /** The next this many requests answer 500. */
    failures: 0,
    add(note: Note | RawNote) {
      notes.set(note.id, { ...note } as RawNote);
    },
    /** Changes a note the way the server does: a new hash. */
    touch(id: number, patch: Record<string, unknown> = {}) {
      const note = notes.get(id);
      if (!note) throw new Error(`no note ${id}`);
      notes.set(id, { ...note, ...patch, note_hash: Number(note.note_hash ?? 0) + 1 });
    },
    remove(id: number) {
      notes.delete(id);
    },
    sorted(): RawNote[] {
      return [...notes.values()].sort((a, b) => time(b) - time(a) || b.id - a.id);
    },
    /** Requests whose path contains `fragment`, optionally of one method. */
    seen(fragment: string, method?: string): PlatformRequest[] {
      return requests.filter((request) => request.path.includes(fragment) && (!method || request.method === method));
    },
    answer(method: string, path: string, query: URLSearchParams, body: unknown): { status: number; body: unknown } {
      const result = platform.failures > 0 ? ((platform.failures -= 1), { status: 500, body: { error: 'server_error', message: 'Try later' } }) : route(method, path, query, body);
      requests.push({ method, path, query, body, status: result.status, bytes: JSON.stringify(result.body).length });
      return result;
    },
  };

  function route(method: string, path: string, query: URLSearchParams, body: unknown): { status: number; body: unknown } {
    const list = path.match(/\/rest\/v1\.1\/notifications\/?$/);
    const single = path.match(/\/rest\/v1\.1\/notifications\/(\d+)$/);
    if (method === 'GET' && list) {
      const before = query.has('before') ? Number(query.get('before')) : Infinity;
      const number = Number(query.get('number') ?? 10);
      const page = platform.sorted().filter((note) => time(note) / 1000 <= before).slice(0, number);
      const hashesOnly = query.get('fields') === 'id,note_hash';
      const shown = hashesOnly ? page.map((note) => ({ id: note.id, note_hash: note.note_hash })) : page;
      return { status: 200, body: { last_seen_time: String(platform.lastSeenTime), number: shown.length, notes: shown } };
    }
    if (method === 'GET' && single) {
      const note = notes.get(Number(single[1]));
      return note ? { status: 200, body: { last_seen_time: platform.lastSeenTime, notes: [note] } } : { status: 404, body: { error: 'unknown_note' } };
    }
    if (method === 'POST' && path.endsWith('/notifications/read')) {
      const counts = (body as { counts?: Record<string, number> } | null)?.counts ?? {};
      for (const [id, value] of Object.entries(counts)) {
        const note = notes.get(Number(id));
        if (note && platform.readSucceeds) notes.set(note.id, { ...note, read: value > 0 ? 1 : 0 });
      }
      return { status: 200, body: { success: platform.readSucceeds } };
    }
    if (method === 'POST' && path.endsWith('/notifications/seen')) {
      platform.lastSeenTime = Math.max(platform.lastSeenTime, Number((body as { time?: number } | null)?.time ?? 0));
      return { status: 200, body: { success: true, last_seen_time: platform.lastSeenTime } };
    }
    if (method === 'POST' && path.endsWith('/seen-posts/seen/blog/new')) return { status: 200, body: { success: true } };
    return { status: 404, body: { error: 'unknown_path', message: `${method} ${path}` } };
  }

  return platform;
}

/** The fake platform's type. */
export type FakePlatform = ReturnType<typeof createFakePlatform>;
