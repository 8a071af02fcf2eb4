/**
 * A test core with the mock platform in-process: the platform's API answered through a plain
 * `fetch` (no server, no global interception), its realtime channel without a socket, and both on
 * the core's virtual clock. Runs wherever the test does: Node, happy-dom, jsdom.
 */
import { createFetchHandler } from '../src/api/fetch-handler.ts';
import wpcom from '../src/api/index.ts';
import { createVirtualClock } from '../src/core/clock.ts';
import { registerSync, type SyncEngine } from '../src/sync/index.ts';
import { createMockFetch } from '../mock/fetch.ts';
import { createMockPlatform, type MockPlatform, type MockPlatformOptions } from '../mock/platform.ts';
import { defaultPlugins } from '../plugins/index.ts';
import { createTestCore, TEST_START, type TestCore, type TestCoreOptions } from './core.ts';

/** Options of `createTestPanel`. */
export interface TestPanelOptions extends Omit<TestCoreOptions, 'notes' | 'wpcom'> {
  /**
   * What the platform holds at the start, as the API sends notes: an array of notes, a list
   * response `{ last_seen_time, notes }`, or a JSON file's path. Default none (create them with
   * `platform.state.createNote`); the panel loads them from the platform as it would live.
   */
  notes?: MockPlatformOptions['notes'];
  /** A fault scenario the platform plays (or the name of a shipped one, e.g. 'api-500s'). */
  scenario?: MockPlatformOptions['scenario'];
  /** Connect the platform's realtime channel, so a note it creates is pushed (default true). */
  realtime?: boolean;
}

/** A synced test core, its platform, and the clock that moves them both. */
export interface TestPanel extends TestCore {
  platform: MockPlatform;
  sync: SyncEngine;
  /** Resolves once every request and effect started so far has settled. */
  idle(): Promise<void>;
  /** Moves the clock a second at a time, letting what each second starts settle before the next. */
  advance(ms: number): Promise<void>;
  /** The platform's requests so far, `METHOD /path` (REST paths without `/rest/v1.1`). */
  lines(): string[];
  /** Stops the sync engine, the core and the platform. */
  dispose(): void;
}

/** Each request the platform saw, as `METHOD /path` without the REST prefix. */
export function requestLines(platform: Pick<MockPlatform, 'requests'>): string[] {
  return platform.requests.map((call) => `${call.method} ${call.path.replace(/^\/rest\/v1\.1/, '')}`);
}

/**
 * A core (the shipped plugins unless `plugins` says otherwise) synced to a mock platform of its
 * own, on one virtual clock. Await `idle()` for the first load.
 */
export function createTestPanel(options: TestPanelOptions = {}): TestPanel {
  const { notes = [], scenario, realtime = true, plugins = defaultPlugins, start, clock = createVirtualClock(start ?? TEST_START), ...coreOptions } = options;
  const platform = createMockPlatform({ clock, notes, scenario });
  // No per-request time limit: it would run on real timers, and the platform answers in virtual time.
  const client = wpcom('test-token', createFetchHandler({ fetch: createMockFetch(platform.handlers), timeoutMs: 0 }));
  const built = createTestCore({ plugins, ...coreOptions, clock, wpcom: client });
  const sync = registerSync(built.core, { client, realtime: realtime ? platform.localRealtime : undefined });
  // An effect's answer may start a sync request (and a fetched note, effects): settle both ways.
  const idle = async () => {
    await sync.idle();
    await built.core.effects.idle();
    await sync.idle();
  };
  return {
    ...built,
    platform,
    sync,
    idle,
    async advance(ms) {
      await idle();
      // advance(0) still fires the timers due now.
      let left = ms;
      do {
        const step = Math.min(1000, left);
        clock.advance(step);
        left -= step;
        await idle();
      } while (left > 0);
    },
    lines: () => requestLines(platform),
    dispose() {
      sync.dispose();
      built.core.dispose();
      platform.dispose();
    },
  };
}
