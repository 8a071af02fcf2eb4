/**
 * A committed spam or trash (removal.ts declares them): the calls through the offline queue, a few at
 * a time; each note that succeeds goes, each that fails comes back, and the status says how many
 * failed. Loaded when the undo bar shows (src/core lazyModule).
 */
import { errorMessage, type EffectContext, type PanelEvent, type QueueEntry } from '../../src/core/index.ts';
import { sendEach } from './pool.ts';
import { failureStatus } from './reload.ts';
import type { RemovalOptions } from './removal.ts';

/** Runs the removal of every note the committed undo names. */
export async function commitRemoval(options: RemovalOptions, entries: readonly QueueEntry[], context: EffectContext): Promise<PanelEvent[]> {
  const { kind } = options;
  const { events, succeeded, failed } = await sendEach(context, entries, (entry) => options.execute(context, entry));
  events.push(...succeeded.map((entry): PanelEvent => ({ type: 'note/removalSucceeded', id: entry.noteId, kind })));
  for (const { item: entry, error } of failed) {
    context.logger.error(`${kind} of note ${entry.noteId} failed: ${errorMessage(error)}`, error);
    events.push({ type: 'note/removalFailed', id: entry.noteId, kind, message: errorMessage(error) });
  }
  const failures = failed.length;
  if (failures === 0) return events;
  if (entries.length === 1) return [...events, failureStatus(options.failureMessage)];
  const [message, plural] = options.bulkFailureMessage;
  return [...events, failureStatus(message, { plural, count: failures })];
}
