/**
 * A whole panel (core, default plugins, sync engine) on a virtual clock against the in-memory mock
 * platform, without sockets or a global fetch: the mock's msw handlers answer each request in
 * process, and its in-process channel carries the realtime pushes.
 */
import { getResponse } from 'msw';
import { createMockPlatform, type MockPlatform, type MockPlatformOptions } from '../../mock/index.ts';
import { defaultPlugins } from '../../plugins/index.ts';
import { createFetchHandler } from '../../src/api/fetch-handler.ts';
import wpcom from '../../src/api/index.ts';
import { createMemoryLogger, createPanelCore, createSharedMemoryStorage, createVirtualClock, type PanelCore } from '../../src/core/index.ts';
import { registerSync, type HostMessage, type SyncEngine } from '../../src/sync/index.ts';

/** A panel and the platform behind it. */
export interface PlatformTab {
  core: PanelCore;
  sync: SyncEngine;
  platform: MockPlatform;
  clock: ReturnType<typeof createVirtualClock>;
  storage: ReturnType<typeof createSharedMemoryStorage>;
  sent: HostMessage[];
  /** Every request this tab sent, as `METHOD url`. */
  requests: string[];
  /** Moves virtual time timer by timer, letting every request settle at the moment it was sent. */
  advance(ms: number): Promise<void>;
  /** A fresh tab on the same platform, clock and storage (a reload). */
  reload(): PlatformTab;
  dispose(): void;
}

// Requests started within one step settle before the next: polls and pushes are far further apart.
const STEP_MS = 5000;

/**
 * A request whose `clone()` copies url, method, headers and body. Node 20's own clone (and a Request
 * built with a signal) keeps the copy alive through an abort listener on the source's signal (about 1 KB per request, and msw
 * clones each request), which would swamp a week's heap measure with the harness's own leak.
 */
function cloneable(request: Request, body: string | null): Request {
  const copy = new Request(request.url, { method: request.method, headers: request.headers, body });
  Object.defineProperty(copy, 'clone', { value: () => cloneable(copy, body) });
  return copy;
}

interface Shared {
  platform: MockPlatform;
  clock: ReturnType<typeof createVirtualClock>;
  storage: ReturnType<typeof createSharedMemoryStorage>;
}

/** Starts a platform (seeded as `options` says) and an open, visible panel with realtime on it. */
export function startPlatformTab(options: Omit<MockPlatformOptions, 'clock'> & { start?: number; realtime?: boolean } = {}): PlatformTab {
  const clock = createVirtualClock(options.start ?? Date.parse('2026-01-05T12:00:00Z'));
  // The tab keeps its own request list; the platform's log stays short, so a week-long run measures
  // the panel's memory, not the mock's record of 20,000 polls.
  const platform = createMockPlatform({ requestLogLimit: 200, ...options, clock });
  return openTab({ platform, clock, storage: createSharedMemoryStorage() }, options.realtime ?? true);
}

function openTab(shared: Shared, realtime: boolean): PlatformTab {
  const { platform, clock, storage } = shared;
  const requests: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push(`${init?.method ?? 'GET'} ${String(input instanceof Request ? input.url : input)}`);
    // Without the caller's signal: following it is what leaks (see `cloneable`); nothing aborts here.
    const { signal: _signal, ...options } = init ?? {};
    const sent = new Request(input, options);
    const body = sent.method === 'GET' || sent.method === 'HEAD' ? null : await sent.text();
    const response = await getResponse(platform.handlers, cloneable(sent, body));
    return response ?? Response.json({ error: 'unknown_path' }, { status: 404 });
  };
  const logger = createMemoryLogger();
  const client = wpcom('token', createFetchHandler({ token: 'token', fetch, timeoutMs: 0 }));
  const core = createPanelCore({ wpcom: client, plugins: defaultPlugins, clock, storage: storage.tab(logger), logger });
  core.append({ type: 'panel/opened' });
  const sent: HostMessage[] = [];
  const sync = registerSync(core, { client, realtime: realtime ? platform.localRealtime : undefined, sendToHost: (message) => sent.push(message) });
  const tab: PlatformTab = {
    core,
    sync,
    platform,
    clock,
    storage,
    sent,
    requests,
    async advance(ms) {
      await sync.idle();
      for (let moved = 0; moved < ms; moved += STEP_MS) {
        clock.advance(Math.min(STEP_MS, ms - moved));
        await sync.idle();
      }
    },
    reload() {
      tab.dispose();
      return openTab(shared, realtime);
    },
    dispose() {
      sync.dispose();
      core.dispose();
    },
  };
  return tab;
}
