/** Approve or unapprove a comment (A). Optimistic: the override shows at once and resets after 10 s. */
import { defineAction, errorMessage, type ActionContext, type EffectContext, type PanelEvent, type PanelState, type Note } from '../../src/core/index.ts';
import { inOrder } from '../lib/in-order.ts';
import { settleEach } from '../lib/pool.ts';
import { noteFlags } from '../../src/core/index.ts';
import { failureStatus, reloadNote } from '../lib/reload.ts';
import { noteTarget, required } from '../lib/target.ts';

/** Whether a comment counts as approved now: the local override first, then the note's flag. */
export function isApproved(state: PanelState, note: Note): boolean {
  return state.approvals[note.id] ?? noteFlags(note).actions['approve-comment'] === true;
}

/** A comment is styled unapproved when it offers approval and is not approved. */
export function looksUnapproved(state: PanelState, note: Note): boolean {
  return Object.hasOwn(noteFlags(note).actions, 'approve-comment') && !isApproved(state, note);
}

const isOn = ({ state, note }: ActionContext) => isApproved(state, note);

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

/** The approve toggle. */
export const approveAction = defineAction({
  name: 'approve',
  icon: 'approve',
  flag: 'approve-comment',
  label: { off: 'Approve', on: 'Approved' },
  isOn,
  shortcut: { key: 'a', description: 'Approve or unapprove the comment', scope: 'detail' },
  perform: (context) => [{ type: 'note/approveRequested', id: context.note.id, approved: !isOn(context) }],
  undo: (context) => ({
    kind: isOn(context) ? 'unapprove' : 'approve',
    revert: [{ type: 'note/approveRequested', id: context.note.id, approved: isOn(context) }],
  }),
  bulk: [{
    name: 'approve-all',
    label: 'Approve',
    shortcut: { key: 'Shift+a', description: 'Approve the selected comments' },
    applies: (context) => !isOn(context),
    perform: (contexts) => [{ type: 'notes/approveRequested', ids: contexts.map(({ note }) => note.id), approved: true }],
    undo: (contexts) => ({ kind: 'approve', revert: [{ type: 'notes/approveRequested', ids: contexts.map(({ note }) => note.id), approved: false }] }),
    track: 'approve_bulk',
  }],
  track: (context) => ({ name: 'approve', properties: { approved: !isOn(context), note_type: context.note.type } }),
  effects: {
    // Any approval request runs here, whoever appended it (the reply plugin approves what it answers).
    'note/approveRequested': (event, context) => inOrder(context, `approve:${event.id}`, () => approveOne(event.id, event.approved, context)),
    'notes/approveRequested': (event, context) => approveMany(event.ids, event.approved, context),
  },
});
