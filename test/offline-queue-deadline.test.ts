/**
 * A waiting action whose request never settles (a third party's plugin, a stalled connection) does
 * not hold the queue: past its deadline the replay moves on, the actions behind it are sent, and the
 * stalled one, whose outcome is unknown, is not sent again blind: it is dropped, said and put back.
 */
import { describe, expect, it } from 'vitest';
import { defineAction, queueEntry, sendOrQueue, type QueueableRequest } from '../src/core/index.ts';
import { MAYBE_SENT } from '../src/sync/queue.ts';
import { QUEUE_SEND_DEADLINE_MS } from '../src/sync/queue-store.ts';
import { defaultActions } from '../plugins/index.ts';
import { usePlatform } from '../plugins/testing/platform.ts';
import { makeNote } from './support/notes.ts';
import { START, openOfflineTab } from './support/offline-tab.ts';

const platform = usePlatform();
const NOTES = [1, 2, 3].map((id) => makeNote({ id, timestamp: new Date(START - id * 60_000).toISOString() }));

/** An action whose request never answers, with an optimistic read mark it keeps while it waits. */
let sends = 0;
const hang: QueueableRequest = {
  keeps: 'read',
  send: () => {
    sends += 1;
    return new Promise(() => {});
  },
  succeeded: () => [],
  failed: () => [],
  failureMessage: () => 'Could not hang.',
};
const hangAction = defineAction({
  name: 'hang',
  label: 'Hang',
  perform: ({ note }) => [{ type: 'plugin/recorded', plugin: 'hang', name: 'asked', id: note.id }],
  queue: hang,
  effects: {
    'hang/asked': (event, context) =>
      event.type === 'plugin/recorded' && event.id !== null ? sendOrQueue(context, hang, queueEntry('hang', event.id, true, 'read', { siteId: 70, postId: null, commentId: null }, context.clock.now(), event.seq)) : [],
  },
});

describe('a waiting action that never answers', () => {
  it('does not hold the approvals behind it, and is not sent again blind', async () => {
    sends = 0;
    NOTES.forEach((note) => platform.serveNote(note));
    const tab = await openOfflineTab({ online: false, laterActions: () => Promise.resolve([...defaultActions, hangAction]) });
    await tab.core.loadPlugins();
    tab.core.perform('hang', 1);
    await tab.settle();
    tab.core.perform('approve', 2);
    await tab.settle();
    tab.core.perform('approve', 3);
    await tab.settle();
    expect(tab.state().queue.map((entry) => entry.action)).toEqual(['hang', 'approve', 'approve']);

    // Online: the replay starts with the hanging request, whose idle never comes; the clock goes on.
    tab.network.set(true);
    await tab.clock.advanceAsync(QUEUE_SEND_DEADLINE_MS + 10_000);
    await tab.settle();
    const writes = platform.lines().filter((line) => line.startsWith('POST /sites/70/comments/'));
    expect(writes).toEqual(['POST /sites/70/comments/2', 'POST /sites/70/comments/3']);
    expect(sends).toBe(1);
    expect(tab.state().queue).toEqual([]);
    expect(tab.logger.entries.some((entry) => entry.message.includes('hang of note 1 had no answer within 30 s'))).toBe(true);
    expect(tab.events.some((event) => event.type === 'status/shown' && event.message === MAYBE_SENT)).toBe(true);
    tab.close();
  });
});
