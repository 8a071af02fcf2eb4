/**
 * The approve toggle's calls (approve.ts declares the action): one comment, then its note reloaded;
 * or many, a few at a time, each failure restoring its own. Calls for one note go in order.
 * Loaded on first use (src/core lazyEffects).
 */
import { errorMessage, type EffectContext, type EffectTable, type Note, type PanelEvent } from '../../src/core/index.ts';
import { inOrder } from '../lib/in-order.ts';
import { settleEach } from '../lib/pool.ts';
import { failureStatus, reloadNote } from '../lib/reload.ts';
import { noteTarget, required } from '../lib/target.ts';

/** The effects approve.ts names. */
export const approveEffects: EffectTable = {
  // Any approval request runs here, whoever appended it (the reply plugin approves what it answers).
  'note/approveRequested': (event, context) => inOrder(context, `approve:${event.id}`, () => approveOne(event.id, event.approved, context)),
  'notes/approveRequested': (event, context) => approveMany(event.ids, event.approved, context),
};

/** Approves or unapproves one comment, then reloads its note. */
async function approveOne(id: number, approved: boolean, context: EffectContext): Promise<PanelEvent[]> {
  const note = context.state().notes[id];
  if (!note) return [];
  const status = approved ? 'approved' : 'unapproved';
  try {
    const { siteId, commentId } = noteTarget(note);
    const comment = context.wpcom.site(required(siteId, 'site', note.id)).comment(required(commentId, 'comment', note.id));
    await comment.update({ status });
  } catch (error) {
    context.logger.error(`${status} comment of note ${id} failed: ${errorMessage(error)}`, error);
    return [
      { type: 'note/approveFailed', id, message: errorMessage(error) },
      failureStatus(approved ? 'Could not approve the comment. Please try again.' : 'Could not unapprove the comment. Please try again.'),
    ];
  }
  return reloadNote(context, id);
}

/** Approves (or unapproves) several comments, a few calls at a time; each failure restores its own. */
async function approveMany(ids: readonly number[], approved: boolean, context: EffectContext): Promise<PanelEvent[]> {
  const notes = ids.map((id) => context.state().notes[id]).filter((note): note is Note => note !== undefined);
  const status = approved ? 'approved' : 'unapproved';
  const { succeeded, failed } = await settleEach(notes, (note) => inOrder(context, `approve:${note.id}`, () => {
    const { siteId, commentId } = noteTarget(note);
    return context.wpcom.site(required(siteId, 'site', note.id)).comment(required(commentId, 'comment', note.id)).update({ status });
  }));
  const events: PanelEvent[] = [];
  for (const { item: note, error } of failed) {
    context.logger.error(`${status} comment of note ${note.id} failed: ${errorMessage(error)}`, error);
    events.push({ type: 'note/approveFailed', id: note.id, message: errorMessage(error) });
  }
  if (failed.length) {
    events.push(approved
      ? failureStatus('%d comment could not be approved. Please try again.', { plural: '%d comments could not be approved. Please try again.', count: failed.length })
      : failureStatus('%d comment could not be unapproved. Please try again.', { plural: '%d comments could not be unapproved. Please try again.', count: failed.length }));
  }
  // The reloads, too, a few at a time (reloadNote logs its own failures and never throws).
  await settleEach(succeeded, async (note) => events.push(...(await reloadNote(context, note.id))));
  return events;
}
