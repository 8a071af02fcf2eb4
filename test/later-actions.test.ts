/**
 * The iframe app's core starts with the note types; the actions come with the first-open chunk
 * (the core's `laterPlugins`). A stored queue must wait for them, never be dropped as "no action
 * sends it", and a chunk that does not load stops the replay as a dropped connection would.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryLogger, createSharedMemoryStorage, type Plugin } from '../src/core/index.ts';
import { QUEUE_KEY } from '../src/sync/queue-store.ts';
import { defaultActions } from '../plugins/index.ts';
import { usePlatform } from '../plugins/testing/platform.ts';
import { makeNote } from './support/notes.ts';
import { START, openOfflineTab as openTab } from './support/offline-tab.ts';

const platform = usePlatform();
const writes = () => platform.lines().filter((line) => line.startsWith('POST') && !line.includes('/notifications/seen'));

/** A stored approval of note 1, left by a tab that was offline. */
async function storedApproval() {
  platform.serveNote(makeNote({ id: 1, timestamp: new Date(START - 60_000).toISOString() }));
  const shared = createSharedMemoryStorage();
  const first = await openTab({ storage: shared.tab(createMemoryLogger()), online: false });
  first.core.perform('approve', 1);
  await first.settle();
  first.close();
  expect(JSON.parse(shared.tab(createMemoryLogger()).get(QUEUE_KEY)!)).toHaveLength(1);
  return shared;
}

function deferred() {
  let resolve!: (plugins: readonly Plugin[]) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<readonly Plugin[]>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('actions that load later', () => {
  it('a stored queue waits for the actions, then goes out once', async () => {
    const shared = await storedApproval();
    const actions = deferred();
    const tab = await openTab({ storage: shared.tab(createMemoryLogger()), online: false, laterActions: () => actions.promise });
    expect(tab.actions()).toEqual(['approve']);
    tab.network.set(true); // the replay starts, and waits for the actions
    await tab.clock.advanceAsync(0);
    expect(writes()).toEqual([]);
    expect(tab.actions()).toEqual(['approve']);
    expect(tab.state().queue.map((entry) => entry.keeps)).toEqual(['approval']);
    expect(tab.core.perform('approve', 1)).toBe(false); // no approve action yet: unknown, logged

    actions.resolve(defaultActions);
    await tab.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/1']);
    expect(platform.mock.state.getComment('70', 1).status).toBe('approved');
    expect(tab.actions()).toEqual([]);
    expect(tab.events.some((event) => event.type === 'plugins/loaded' && event.names.includes('approve'))).toBe(true);
    expect(tab.core.registry.action('approve')).toBeDefined();
    tab.close();
  });

  it('actions whose code does not load keep the queue waiting, and it goes out when they do', async () => {
    const shared = await storedApproval();
    let tries = 0;
    const tab = await openTab({
      storage: shared.tab(createMemoryLogger()),
      laterActions: async () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return defaultActions;
      },
    });
    await tab.settle();
    expect(writes()).toEqual([]);
    expect(tab.actions()).toEqual(['approve']); // kept, not dropped as "no action sends it"
    expect(tab.logger.entries.some((entry) => /replay waits: the actions' code did not load/.test(entry.message))).toBe(true);
    expect(tab.logger.entries.some((entry) => /dropped/.test(entry.message))).toBe(false);

    await tab.clock.advanceAsync(2000); // the queue's first retry
    await tab.settle();
    expect(tries).toBe(2);
    expect(writes()).toEqual(['POST /sites/70/comments/1']);
    expect(tab.actions()).toEqual([]);
    tab.close();
  });
});
