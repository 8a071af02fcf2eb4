/** Test harness: a core and its sync engine on a virtual clock, the fake platform behind msw. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createFetchHandler } from '../../api/fetch-handler.ts';
import wpcom from '../../api/index.ts';
import { createMemoryLogger, createPanelCore, createVirtualClock, type LoggedEvent, type PanelStorage, type VirtualClock } from '../../core/index.ts';
import type { HostMessage } from '../context.ts';
import { registerSync } from '../index.ts';
import type { RealtimeConnector } from '../realtime.ts';
import type { TabsOptions } from '../tabs.ts';
import { createFakePlatform, type FakePlatform } from './platform.ts';

const API = 'https://public-api.wordpress.com';
/** Where the virtual clock starts: two hours after the default note time of makeNote. */
export const START = Date.parse('2026-01-01T12:00:00Z');

/** Serves the current fake platform through msw for one test file. */
export function usePlatform(): { use(platform: FakePlatform): FakePlatform } {
  let current = createFakePlatform();
  const server = setupServer(
    http.all(`${API}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const answer = await current.answer(request.method, url.pathname, url.searchParams, text ? (JSON.parse(text) as unknown) : null);
      return answer.status === 0 ? HttpResponse.error() : HttpResponse.json(answer.body as never, { status: answer.status });
    }),
  );
  // Sockets to the local ws server are not the API's business: let them through.
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { use: (platform) => (current = platform) };
}

/** Starts a core (open and visible unless told) with sync against the served platform; tabs of one test share a `clock`. */
export function startSync(
  options: { realtime?: RealtimeConnector; storage?: PanelStorage; open?: boolean; start?: number; clock?: VirtualClock; tabs?: TabsOptions } = {},
) {
  const clock = options.clock ?? createVirtualClock(options.start ?? START);
  const logger = createMemoryLogger();
  const client = wpcom('token', createFetchHandler());
  const core = createPanelCore({ clock, logger, wpcom: client, ...(options.storage ? { storage: options.storage } : {}) });
  if (options.open !== false) core.append({ type: 'panel/opened' });
  const sent: HostMessage[] = [];
  const events: LoggedEvent[] = [];
  core.bus.onAny((event) => events.push(event));
  const sync = registerSync(core, { client, realtime: options.realtime, tabs: options.tabs, sendToHost: (message) => sent.push(message) });
  return {
    core,
    clock,
    logger,
    sync,
    sent,
    events,
    state: () => core.state.value,
    /** Events of one type appended so far. */
    of: <T extends LoggedEvent['type']>(type: T) => events.filter((event) => event.type === type) as Extract<LoggedEvent, { type: T }>[],
    /** Moves the clock in 1 s steps, letting every request finish at the time it started. */
    async advance(ms: number) {
      await sync.idle();
      for (let moved = 0; moved < ms; moved += 1000) {
        clock.advance(Math.min(1000, ms - moved));
        await sync.idle();
      }
    },
  };
}
