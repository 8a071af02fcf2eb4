/**
 * The approve toggle's calls (approve.ts declares the action): one comment, then its note reloaded,
 * or the bulk toolbar's many, a few at a time, each failure restoring its own; all through the
 * offline queue. Loaded when a note opens or is ticked (src/core lazyModule).
 */
import { errorMessage, sendOrQueue, type EffectContext, type Note, type PanelEvent, type QueueableRequest } from '../../src/core/index.ts';
import { inOrder } from '../lib/in-order.ts';
import { sendEach, settleEach } from '../lib/pool.ts';
import { failureStatus, reloadNote } from '../lib/reload.ts';
import { commentOfEntry } from '../lib/target.ts';
import { approveEntry } from './approve.ts';

/** The approval call, as sent now or from the offline queue. */
export const approveRequest: QueueableRequest = {
  keeps: 'approval',
  send: (entry, context) => commentOfEntry(context, entry).update({ status: entry.on ? 'approved' : 'unapproved' }),
  succeeded: (entry, context) => reloadNote(context, entry.noteId),
  failed: (entry, message) => [{ type: 'note/approveFailed', id: entry.noteId, message }],
  failureMessage: (entry) => (entry.on ? 'Could not approve the comment. Please try again.' : 'Could not unapprove the comment. Please try again.'),
};


/** Approves or unapproves one comment, then reloads its note (or queues the call: see sendOrQueue). */
async function approveOne(id: number, approved: boolean, context: EffectContext, seq: number): Promise<PanelEvent[]> {
  const note = context.state().notes[id];
  return note ? sendOrQueue(context, approveRequest, approveEntry(note, approved, context, seq)) : [];
}

/** One approval, after any earlier one for the same note: an undo waits for what it reverts. */
export function approveInOrder(id: number, approved: boolean, context: EffectContext, seq: number): Promise<PanelEvent[]> {
  return inOrder(context, `approve:${id}`, () => approveOne(id, approved, context, seq));
}


/** Approves (or unapproves) several comments, a few calls at a time; each failure restores its own. */
export async function approveMany(ids: readonly number[], approved: boolean, context: EffectContext, seq: number): Promise<PanelEvent[]> {
  const notes = ids.map((id) => context.state().notes[id]).filter((note): note is Note => note !== undefined);
  const status = approved ? 'approved' : 'unapproved';
  const entries = notes.map((note) => approveEntry(note, approved, context, seq));
  const { events, succeeded, failed } = await sendEach(context, entries, (entry) => inOrder(context, `approve:${entry.noteId}`, () => approveRequest.send(entry, context)));
  for (const { item: entry, error } of failed) {
    context.logger.error(`${status} comment of note ${entry.noteId} failed: ${errorMessage(error)}`, error);
    events.push({ type: 'note/approveFailed', id: entry.noteId, message: errorMessage(error) });
  }
  const failures = failed.length;
  if (failures) {
    events.push(approved
      ? failureStatus('%d comment could not be approved. Please try again.', { plural: '%d comments could not be approved. Please try again.', count: failures })
      : failureStatus('%d comment could not be unapproved. Please try again.', { plural: '%d comments could not be unapproved. Please try again.', count: failures }));
  }
  // The reloads, too, a few at a time (reloadNote logs its own failures and never throws).
  await settleEach(succeeded, async (entry) => events.push(...(await reloadNote(context, entry.noteId))));
  return events;
}
