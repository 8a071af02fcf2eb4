/**
 * One tab for the offline queue's tests: the real core, default plugins and sync engine, the real
 * API client over fetch (msw answers as the mock platform, see plugins/testing/platform.ts), a
 * network switch the test flips as the browser's online/offline events would, on a virtual clock.
 */
import wpcom, { createFetchHandler } from '../../src/api/index.ts';
import {
  createMemoryLogger, createPanelCore, createSharedMemoryStorage, createVirtualClock,
  type LoggedEvent, type PanelStorage, type Plugin,
} from '../../src/core/index.ts';
import { registerSync, type Connectivity, type LockManagerLike } from '../../src/sync/index.ts';
import { defaultPlugins, defaultNoteTypes } from '../../plugins/index.ts';
import { API } from '../../plugins/testing/platform.ts';

/** The tests' start time. */
export const START = Date.parse('2026-01-01T12:00:00Z');

/** The browser's online flag, switched by the test as the browser's online/offline events would. */
export function networkSwitch(online: boolean) {
  let value = online;
  const listeners = new Set<(online: boolean) => void>();
  const connectivity: Connectivity = {
    online: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { connectivity, set: (next: boolean) => ((value = next), listeners.forEach((listener) => listener(next))) };
}

/**
 * One tab: a core with the default plugins and its sync engine, on its own virtual clock. With
 * `laterActions`, the core starts with the note types and is told the actions load later, as the
 * iframe app's core is.
 */
export async function openOfflineTab(options: { storage?: PanelStorage; online?: boolean; locks?: LockManagerLike; laterActions?: () => Promise<readonly Plugin[]> } = {}) {
  const clock = createVirtualClock(START);
  const logger = createMemoryLogger();
  const client = wpcom('test-token', createFetchHandler({ baseUrl: API }));
  const storage = options.storage ?? createSharedMemoryStorage().tab(logger);
  const plugins = options.laterActions ? { plugins: defaultNoteTypes, laterPlugins: options.laterActions } : { plugins: defaultPlugins };
  const core = createPanelCore({ clock, logger, wpcom: client, storage, ...plugins });
  const events: LoggedEvent[] = [];
  core.bus.onAny((event) => events.push(event));
  core.append({ type: 'panel/opened' });
  core.append({ type: 'shortcuts/enabled' });
  const network = networkSwitch(options.online ?? true);
  const sync = registerSync(core, { connectivity: network.connectivity, ...(options.locks ? { locks: options.locks } : {}) });
  await sync.idle();
  const settle = async () => {
    await sync.idle();
    await clock.advanceAsync(0);
    await sync.idle();
  };
  return {
    core, clock, logger, sync, events, storage, network, settle,
    state: () => core.state.value,
    actions: () => core.state.value.queue.map((entry) => entry.action),
    close() {
      sync.dispose();
      core.dispose();
    },
  };
}
