/** Approve or unapprove a comment (A). Optimistic: the override shows at once and resets after 10 s. */
import { defineAction, errorMessage, type ActionContext, type PanelState, type Note } from '../../src/core/index.ts';
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

/** The approve toggle. */
export const approveAction = defineAction({
  name: 'approve',
  icon: 'approve',
  flag: 'approve-comment',
  label: { off: 'Approve', on: 'Approved' },
  isOn,
  shortcut: { key: 'a', description: 'Approve or unapprove the comment', scope: 'detail' },
  perform: (context) => [{ type: 'note/approveRequested', id: context.note.id, approved: !isOn(context) }],
  track: (context) => ({ name: 'approve', properties: { approved: !isOn(context), note_type: context.note.type } }),
  effects: {
    // Any approval request runs here, whoever appended it (the reply plugin approves what it answers).
    'note/approveRequested': async (event, context) => {
      const note = context.state().notes[event.id];
      if (!note) return;
      const status = event.approved ? 'approved' : 'unapproved';
      try {
        const { siteId, commentId } = noteTarget(note);
        const comment = context.wpcom.site(required(siteId, 'site', note.id)).comment(required(commentId, 'comment', note.id));
        await comment.update({ status });
      } catch (error) {
        context.logger.error(`${status} comment of note ${event.id} failed: ${errorMessage(error)}`, error);
        return [
          { type: 'note/approveFailed', id: event.id, message: errorMessage(error) },
          failureStatus(event.approved ? 'Could not approve the comment. Please try again.' : 'Could not unapprove the comment. Please try again.'),
        ];
      }
      return reloadNote(context, event.id);
    },
  },
});
