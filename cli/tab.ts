// One simulated browser tab: a full panel (core, default plugins, sync engine) on the run's clock,
// sharing storage with the other tab as two tabs of one site share localStorage.
import wpcom, { createFetchHandler } from '../src/api/index.ts';
import type { Clock } from '../src/core/clock.ts';
import { createPanelCore, type PanelCore } from '../src/core/core.ts';
import { createMemoryLogger } from '../src/core/logger.ts';
import type { PanelStorage } from '../src/core/storage.ts';
import { registerSync, type HostMessage, type RealtimeConnector, type SyncEngine } from '../src/sync/index.ts';
import * as offlineQueue from '../src/sync/queue.ts';
import type { MockPlatform } from '../mock/index.ts';
import type { Plugin } from '../src/core/plugin.ts';
import { reportTextListGeometry } from './list-geometry.ts';
import { createPlatformFetch, type ApiCall } from './platform-fetch.ts';

/** A running tab and the page around it. */
export interface Tab {
  number: 1 | 2;
  core: PanelCore;
  sync: SyncEngine;
  logger: ReturnType<typeof createMemoryLogger>;
  /** Seq of the newest event this tab's core appended (0 before any). */
  lastSeq(): number;
  /** The page's visibility, as `document.hidden` with its `visibilitychange` listeners. */
  setHidden(hidden: boolean): void;
  dispose(): void;
}

/** What every tab of a run shares. */
export interface TabWorld {
  clock: Clock;
  platform: MockPlatform;
  storage: (logger: ReturnType<typeof createMemoryLogger>) => PanelStorage;
  realtime: boolean;
  /** The plugins every tab's panel runs with. */
  plugins: readonly Plugin[];
  calls: ApiCall[];
  hostMessages: { tab: 1 | 2; message: HostMessage }[];
  touched(): void;
}

/** Opens a tab: the panel loads at once, as the iframe app does. */
export function openTab(number: 1 | 2, world: TabWorld, viewport?: { width: number; height: number }): Tab {
  const logger = createMemoryLogger();
  const fetch = createPlatformFetch(world.platform.handlers, number, world.calls, world.touched);
  // No request time limit: it would run on real timers, and the mock answers in virtual time anyway.
  const client = wpcom('harness-token', createFetchHandler({ token: 'harness-token', fetch, timeoutMs: 0 }));
  // Events from neither a user nor the platform (tracking) go to the log only.
  const core = createPanelCore({ wpcom: client, plugins: world.plugins, clock: world.clock, storage: world.storage(logger), logger, logLimit: 100_000, logMaxAgeMs: Infinity });
  let lastSeq = 0;
  core.bus.onAny((event) => {
    lastSeq = event.seq;
    world.touched();
  });
  if (viewport) core.append({ type: 'viewport/resized', ...viewport });
  const stopGeometry = reportTextListGeometry(core);
  const listeners = new Set<() => void>();
  const page = {
    hidden: false,
    addEventListener: (_type: 'visibilitychange', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) => void listeners.delete(listener),
  };
  const realtime: RealtimeConnector | undefined = world.realtime ? world.platform.localRealtime : undefined;
  const sync = registerSync(core, {
    client,
    // On the feed's virtual clock the queue's engine is there from the start, not when Node has read its module.
    offlineQueue,
    realtime,
    document: page,
    sendToHost: (message) => void world.hostMessages.push({ tab: number, message }),
  });
  return {
    number,
    core,
    sync,
    logger,
    lastSeq: () => lastSeq,
    setHidden(hidden) {
      page.hidden = hidden;
      for (const listener of [...listeners]) listener();
    },
    dispose() {
      stopGeometry();
      sync.dispose();
      core.dispose();
    },
  };
}
