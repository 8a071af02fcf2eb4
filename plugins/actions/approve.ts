/** Approve or unapprove a comment (A). Optimistic: the override shows at once and resets after 10 s. */
import { defineAction, definePluginEvent, hasFlag, noteFlags, readFields, type ActionContext, type EffectContext, type Note, type PanelEvent, type PanelState } from '../../src/core/index.ts';
import { sendEach } from '../lib/pool.ts';
import { failureStatus } from '../lib/reload.ts';
import { commentOfEntry } from '../lib/target.ts';
import { defineToggle } from '../lib/toggle.ts';

/** Asked to approve (or unapprove) comment note `id`: the button, A, an undo, a reply to an unapproved comment. */
export const approveRequested = definePluginEvent('approve', 'requested', readFields({ approved: 'boolean' }), { formerly: 'note/approveRequested' });
/** Asked to approve (or unapprove) many comments at once: the bulk toolbar's ⇧A, or its undo. */
export const bulkApproveRequested = definePluginEvent('approve', 'bulkRequested', readFields({ ids: 'ids', approved: 'boolean' }), { formerly: 'notes/approveRequested' });
/** The platform refused the approval of comment note `id` (its override goes). */
export const approveFailed = definePluginEvent('approve', 'failed', readFields({ message: 'string' }), { formerly: 'note/approveFailed' });

const toggle = defineToggle({
  requested: approveRequested,
  field: 'approved',
  failed: approveFailed,
  override: {
    name: 'approval',
    requested: {
      [bulkApproveRequested.key]: (event) => {
        const fact = bulkApproveRequested.read(event);
        return fact && { ids: fact.data.ids, value: fact.data.approved };
      },
    },
    reset: { key: 'reset', clears: ['approval', 'like'] },
  },
  flagged: (note) => noteFlags(note).actions['approve-comment'] === true,
  request: {
    send: (entry, context) => commentOfEntry(context, entry).update({ status: entry.on ? 'approved' : 'unapproved' }),
    failureMessage: (entry) => (entry.on ? 'Could not approve the comment. Please try again.' : 'Could not unapprove the comment. Please try again.'),
    goneMessage: (entry) => (entry.on ? 'Your approval was not sent: the comment no longer exists.' : 'Your unapproval was not sent: the comment no longer exists.'),
  },
});

/**
 * The approval shown before the platform's copy says so: set by a request, gone when it fails or 10 s
 * after it (its reset also ends a like's override: the note is reloaded), kept while it waits queued.
 */
export const approvals = toggle.override;

/** Whether a comment counts as approved now: the local override first, then the note's flag. */
export const isApproved = toggle.isOn;

/** A comment is styled unapproved when it offers approval and is not approved. */
export function looksUnapproved(state: PanelState, note: Note): boolean {
  return hasFlag(noteFlags(note), 'approve-comment') && !isApproved(state, note);
}

const { isOn } = toggle.action;
/** The request to approve (or unapprove) the ticked comments at once. */
const bulkApproved = (contexts: readonly ActionContext[], approved: boolean) => bulkApproveRequested.make(null, { ids: contexts.map(({ note }) => note.id), approved });

/** Approves (or unapproves) several comments, a few calls at a time; each failure restores its own. */
async function approveMany(ids: readonly number[], approved: boolean, context: EffectContext, seq: number): Promise<PanelEvent[]> {
  const entries = ids.flatMap((id) => context.state().notes[id] ?? []).map((note) => toggle.entry(note, approved, context, seq));
  // Each call after any earlier one for its note; each success reloads its note (reloadNote logs its own failures and never throws).
  const { events, failures } = await sendEach(context, entries, toggle.request, approved ? 'approval' : 'unapproval', (entry) =>
    toggle.inTurn(context, entry.noteId, () => toggle.request.send(entry, context)));
  if (failures) {
    events.push(approved
      ? failureStatus('%d comment could not be approved. Please try again.', { plural: '%d comments could not be approved. Please try again.', count: failures })
      : failureStatus('%d comment could not be unapproved. Please try again.', { plural: '%d comments could not be unapproved. Please try again.', count: failures }));
  }
  return events;
}

/**
 * The approve toggle. Any approval request runs here, whoever appended it (the reply plugin approves
 * what it answers); requests for one note go in order: an undo waits for what it reverts.
 */
export const approveAction = defineAction({
  ...toggle.action,
  name: 'approve',
  icon: 'approve',
  flag: 'approve-comment',
  label: { off: 'Approve', on: 'Approved' },
  shortcut: { key: 'a', description: 'Approve or unapprove the comment', scope: 'detail' },
  bulk: [{
    name: 'approve-all',
    label: 'Approve',
    shortcut: { key: 'Shift+a', description: 'Approve the selected comments' },
    applies: (context) => !isOn(context),
    perform: (contexts) => [bulkApproved(contexts, true)],
    undo: (contexts) => ({ kind: 'approve', revert: [bulkApproved(contexts, false)] }),
    track: 'approve_bulk',
  }],
  undoTexts: {
    approve: { done: ['Comment approved', '%d comments approved'], undone: ['Undone: the comment is unapproved again.', 'Undone: %d comments are unapproved again.'] },
    unapprove: { done: ['Comment unapproved', '%d comments unapproved'], undone: ['Undone: the comment is approved again.', 'Undone: %d comments are approved again.'] },
  },
  // An unapproved comment is styled as one, in its row and open.
  view: { noteTone: ({ state, note }) => (looksUnapproved(state, note) ? 'attention' : null) },
  facts: [approveRequested, bulkApproveRequested, approveFailed],
  effects: {
    ...toggle.action.effects,
    ...bulkApproveRequested.effect(({ data, seq }, context) => {
      for (const id of data.ids) approvals.scheduleReset(context.timers, id);
      return approveMany(data.ids, data.approved, context, seq);
    }),
  },
});
