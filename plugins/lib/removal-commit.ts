/**
 * A committed spam or trash (removal.ts declares them): the API calls, a few at a time; each note that
 * succeeds goes, each that fails comes back, and the status says how many failed. Loaded when the
 * undo bar shows.
 */
import { errorMessage, type EffectContext, type LoggedEventOf, type Note, type PanelEvent } from '../../src/core/index.ts';
import { settleEach } from './pool.ts';
import { failureStatus } from './reload.ts';
import type { RemovalOptions } from './removal.ts';

/** Runs the removal of every note the committed undo names. */
export async function commitRemoval(options: RemovalOptions, event: LoggedEventOf<'undo/committed'>, context: EffectContext): Promise<PanelEvent[] | undefined> {
  const { kind } = options;
  const notes = (event.ids ?? [event.id]).map((id) => context.state().notes[id]).filter((note): note is Note => note !== undefined);
  if (notes.length === 0) return undefined;
  const { succeeded, failed } = await settleEach(notes, (note) => options.execute(context, note));
  const events: PanelEvent[] = succeeded.map((note) => ({ type: 'note/removalSucceeded', id: note.id, kind }));
  for (const { item: note, error } of failed) {
    context.logger.error(`${kind} of note ${note.id} failed: ${errorMessage(error)}`, error);
    events.push({ type: 'note/removalFailed', id: note.id, kind, message: errorMessage(error) });
  }
  if (failed.length === 0) return events;
  if (notes.length === 1) return [...events, failureStatus(options.failureMessage)];
  const [message, plural] = options.bulkFailureMessage;
  return [...events, failureStatus(message, { plural, count: failed.length })];
}
