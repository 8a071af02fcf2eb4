/**
 * Test helper: the mock platform at the network edge (msw), with routes a test scripts and the
 * mock's request log, and a core on the virtual clock talking to it through the real API client.
 */
import { getResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import wpcom, { createFetchHandler } from '../../src/api/index.ts';
import type { Note } from '../../src/core/index.ts';
import { createMockPlatform, type MockPlatform, type PlatformRequest } from '../../mock/index.ts';
import { createTestCore, requestLines, type TestCoreOptions } from '../../testing/index.ts';
import { profileReceived, type Profile } from '../actions/reply/reply.ts';
import { defaultPlugins } from '../index.ts';

/** The platform's API origin. */
export const API = 'https://public-api.wordpress.com';

/** One request as the platform saw it (the mock's request log). */
export type SeenCall = PlatformRequest;

/** An answer: a JSON body with a status (200 unless given). */
export interface Answer {
  status?: number;
  body: JsonBodyType;
}

type Responder = Answer | ((call: SeenCall, count: number) => Answer);

/**
 * The mock platform (mock/) behind msw for the test file, empty at each test's start. No platform
 * behaviour lives here: a route a test scripts with `on` is the mock's `route`, a note it serves is
 * in the mock's state, and every other call is answered by the mock as the platform would.
 */
export function usePlatform() {
  const fresh = () => createMockPlatform({ notes: [] });
  let mock: MockPlatform = fresh();
  const server = setupServer(http.all(`${API}/*`, ({ request }) => getResponse(mock.handlers, request)));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mock.dispose();
    mock = fresh();
  });
  afterAll(() => server.close());
  return {
    /** Every call of the current test, in order. */
    get calls(): SeenCall[] {
      return mock.requests;
    },
    /** The current test's platform. */
    get mock(): MockPlatform {
      return mock;
    },
    /** Answers `method path` (a path under /rest/v1.1 unless it starts with /wpcom). */
    on(method: 'GET' | 'POST', path: string, respond: Responder): void {
      mock.route(method, path.startsWith('/wpcom/') ? path : `/rest/v1.1${path}`, respond);
    },
    /** Puts the note on the platform as given, as a reload after an action then sees it. */
    serveNote(note: Note): void {
      mock.state.insertRawNote({ ...note });
    },
    /** The calls so far as 'METHOD /path' lines without the /rest/v1.1 prefix. */
    lines: () => requestLines(mock),
  };
}

/** The signed-in user a test's panel already knows (so opening a comment does not ask /me). */
export const KNOWN_USER: Profile = { id: 1000000, username: 'hirotanaka', displayName: 'Hiro Tanaka' };

/**
 * A core with the default plugins (unless given), the real client over fetch, on a virtual clock.
 * It knows the user already (`profile: null` starts without), so the calls a test lists are those of
 * what it tests; the /me call has its own tests (plugins/actions/reply/profile.test.ts).
 */
export function platformCore(options: TestCoreOptions & { select?: number; profile?: Profile | null } = {}) {
  const client = wpcom('test-token', createFetchHandler({ baseUrl: API }));
  const { profile = KNOWN_USER, ...rest } = options;
  const built = createTestCore({ plugins: defaultPlugins, open: true, wpcom: client, ...rest });
  if (profile) built.core.append(profileReceived.make(null, { profile }));
  if (options.select !== undefined) built.core.append({ type: 'note/selected', id: options.select });
  return built;
}
