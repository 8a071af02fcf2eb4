// Queueable actions whose calls load on first use (src/core lazyModule).
import { errorMessage, holdInQueue, type EffectContext, type PanelEvent, type QueueEntry } from '../../src/core/index.ts';

/**
 * A queueable step whose calls load on demand: held in the offline queue at once when it must wait
 * (offline, or behind another of the note's waiting actions; decided now, with no code to load),
 * else sent by `send` once its code is here. Code that cannot arrive is a connection that failed:
 * the step waits in the queue like any action sent offline.
 */
export function holdOrSend(context: EffectContext, entries: readonly QueueEntry[], send: () => Promise<PanelEvent[]>): PanelEvent[] | Promise<PanelEvent[]> {
  const state = context.state();
  const held = entries.map((entry) => holdInQueue(state, entry));
  if (held.every((events) => events !== null)) return held.flat() as PanelEvent[];
  return send().catch((error: unknown) => {
    context.logger.warn(`${entries[0]?.action ?? 'an action'} waits in the queue: its code did not load (${errorMessage(error)})`);
    return entries.flatMap((entry, index): PanelEvent[] => held[index] ?? [{ type: 'queue/added', entry }]);
  });
}
