/**
 * The sync tests' and the benchmark's platform: the mock platform (mock/) under the names these
 * tests use. No platform behaviour lives here: lists, notes, read, seen, failures, the request log
 * and its byte counts are the mock's own.
 */
import { getResponse } from 'msw';
import { createMockPlatform, DEFAULT_BASE_URL, type MockPlatform, type PlatformRequest } from '../../../mock/index.ts';
import type { Note } from '../../core/index.ts';

export type { PlatformRequest };

/** A raw note payload: anything, so tests can serve malformed ones. */
export type RawNote = Record<string, unknown> & { id: number };

/** An answer as a test reads it: status (0 for a network error) and JSON body. */
export interface PlatformAnswer {
  status: number;
  body: unknown;
}

const READ_PATH = '/rest/v1.1/notifications/read';

/** A mock platform holding `initial` as given (unchecked), with nothing else in it. */
export function createFakePlatform(initial: readonly (Note | RawNote)[] = []) {
  const mock: MockPlatform = createMockPlatform({ notes: [] });
  for (const note of initial) mock.state.insertRawNote(note as RawNote);
  let readSucceeds = true;
  // While told so, the read call answers `success: false` (the platform's "not now") and changes nothing.
  mock.route('POST', READ_PATH, () => (readSucceeds ? undefined : { body: { success: false } }));
  return {
    mock,
    requests: mock.requests,
    seen: mock.seen,
    /** The stored last-seen time, as the platform answers it (set it in ms to serve ms). */
    get lastSeenTime(): number {
      return mock.state.lastSeenTime();
    },
    set lastSeenTime(value: number) {
      mock.state.setLastSeenTime(value);
    },
    /** What the read call's `success` says. */
    get readSucceeds(): boolean {
      return readSucceeds;
    },
    set readSucceeds(value: boolean) {
      readSucceeds = value;
    },
    /** The next this many requests answer 500. */
    get failures(): number {
      return mock.failing();
    },
    set failures(count: number) {
      mock.failNext(count);
    },
    add: (note: Note | RawNote) => mock.state.insertRawNote(note as RawNote),
    /** Changes a note the way the server does: a new hash. */
    touch(id: number, patch: Record<string, unknown> = {}) {
      mock.state.updateNote(id, (note) => void Object.assign(note, patch));
      mock.state.touchNote(id);
    },
    remove: (id: number) => void mock.state.removeNote(id),
    sorted: () => mock.state.listNotes({ number: Infinity }),
    /** Answers a request through the mock's handlers (a test may wrap this to answer some itself). */
    answer: async (method: string, path: string, query: URLSearchParams, body: unknown): Promise<PlatformAnswer> => {
      const search = query.toString();
      const init: RequestInit & { duplex?: 'half' } = { method, ...(body === null || body === undefined ? {} : { body: JSON.stringify(body), duplex: 'half' }) };
      const response = await getResponse(mock.handlers, new Request(`${DEFAULT_BASE_URL}${path}${search ? `?${search}` : ''}`, init));
      if (!response || response.type === 'error') return { status: 0, body: null };
      return { status: response.status, body: (await response.json()) as unknown };
    },
  } as {
    mock: MockPlatform;
    requests: PlatformRequest[];
    seen: MockPlatform['seen'];
    lastSeenTime: number;
    readSucceeds: boolean;
    failures: number;
    add(note: Note | RawNote): void;
    touch(id: number, patch?: Record<string, unknown>): void;
    remove(id: number): void;
    sorted(): ReturnType<MockPlatform['state']['listNotes']>;
    answer(method: string, path: string, query: URLSearchParams, body: unknown): PlatformAnswer | Promise<PlatformAnswer>;
  };
}

/** The fake platform's type. */
export type FakePlatform = ReturnType<typeof createFakePlatform>;
