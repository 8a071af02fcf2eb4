/** Approve or unapprove a comment (A). Optimistic: the override shows at once and resets after 10 s. */
import { defineAction, defineOverride, definePluginEvent, hasFlag, noteFlags, queueEntry, readFields, sendOrQueue, type ActionContext, type EffectContext, type Note, type PanelEvent, type PanelState, type QueueableRequest, type QueueEntry } from '../../src/core/index.ts';
import { inOrder } from '../lib/in-order.ts';
import { sendEach } from '../lib/pool.ts';
import { failureStatus, reloadNote } from '../lib/reload.ts';
import { commentOfEntry, noteTarget } from '../lib/target.ts';

/** Asked to approve (or unapprove) comment note `id`: the button, A, an undo, a reply to an unapproved comment. */
export const approveRequested = definePluginEvent('approve', 'requested', readFields({ approved: 'boolean' }), { formerly: 'note/approveRequested' });
/** Asked to approve (or unapprove) many comments at once: the bulk toolbar's ⇧A, or its undo. */
export const bulkApproveRequested = definePluginEvent('approve', 'bulkRequested', readFields({ ids: 'ids', approved: 'boolean' }), { formerly: 'notes/approveRequested' });
/** The platform refused the approval of comment note `id` (its override goes). */
export const approveFailed = definePluginEvent('approve', 'failed', readFields({ message: 'string' }), { formerly: 'note/approveFailed' });

/** An approval as the offline queue keeps it (and as approveRequest sends it). */
export function approveEntry(note: Note, approved: boolean, context: EffectContext, seq: number): QueueEntry {
  return queueEntry('approve', note.id, approved, 'approval', noteTarget(note), context.clock.now(), seq);
}

/**
 * The approval shown before the platform's copy says so: set by a request, gone when it fails or 10 s
 * after it (its reset also ends a like's override: the note is reloaded), kept while it waits queued.
 */
export const approvals = defineOverride('approve', {
  name: 'approval',
  requested: {
    [approveRequested.key]: (event) => {
      const fact = approveRequested.read(event);
      return fact?.id != null ? { ids: [fact.id], value: fact.data.approved } : null;
    },
    [bulkApproveRequested.key]: (event) => {
      const fact = bulkApproveRequested.read(event);
      return fact && { ids: fact.data.ids, value: fact.data.approved };
    },
  },
  failed: {
    [approveFailed.key]: (event) => {
      const id = approveFailed.read(event)?.id;
      return id == null ? null : [id];
    },
  },
  reset: { key: 'reset', clears: ['approval', 'like'] },
});

/** Whether a comment counts as approved now: the local override first, then the note's flag. */
export function isApproved(state: PanelState, note: Note): boolean {
  return approvals.of(state, note.id) ?? noteFlags(note).actions['approve-comment'] === true;
}

/** A comment is styled unapproved when it offers approval and is not approved. */
export function looksUnapproved(state: PanelState, note: Note): boolean {
  return hasFlag(noteFlags(note), 'approve-comment') && !isApproved(state, note);
}

const isOn = ({ state, note }: ActionContext) => isApproved(state, note);
/** The request to approve (or unapprove) the ticked comments at once. */
const bulkApproved = (contexts: readonly ActionContext[], approved: boolean) => bulkApproveRequested.make(null, { ids: contexts.map(({ note }) => note.id), approved });

/** The approval call, as sent now or from the offline queue. */
export const approveRequest: QueueableRequest = {
  keeps: 'approval',
  send: (entry, context) => commentOfEntry(context, entry).update({ status: entry.on ? 'approved' : 'unapproved' }),
  succeeded: (entry, context) => reloadNote(context, entry.noteId),
  failed: (entry, message) => [approveFailed.make(entry.noteId, { message })],
  reset: (entry, timers) => approvals.scheduleReset(timers, entry.noteId),
  failureMessage: (entry) => (entry.on ? 'Could not approve the comment. Please try again.' : 'Could not unapprove the comment. Please try again.'),
  goneMessage: (entry) => (entry.on ? 'Your approval was not sent: the comment no longer exists.' : 'Your unapproval was not sent: the comment no longer exists.'),
};

/** Approves (or unapproves) several comments, a few calls at a time; each failure restores its own. */
async function approveMany(ids: readonly number[], approved: boolean, context: EffectContext, seq: number): Promise<PanelEvent[]> {
  const entries = ids.flatMap((id) => context.state().notes[id] ?? []).map((note) => approveEntry(note, approved, context, seq));
  // Each call after any earlier one for its note; each success reloads its note (reloadNote logs its own failures and never throws).
  const { events, failures } = await sendEach(context, entries, approveRequest, approved ? 'approval' : 'unapproval', (entry) =>
    inOrder(context, `approve:${entry.noteId}`, () => approveRequest.send(entry, context)));
  if (failures) {
    events.push(approved
      ? failureStatus('%d comment could not be approved. Please try again.', { plural: '%d comments could not be approved. Please try again.', count: failures })
      : failureStatus('%d comment could not be unapproved. Please try again.', { plural: '%d comments could not be unapproved. Please try again.', count: failures }));
  }
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
  perform: (context) => [approveRequested.make(context.note.id, { approved: !isOn(context) })],
  undo: (context) => ({
    kind: isOn(context) ? 'unapprove' : 'approve',
    revert: [approveRequested.make(context.note.id, { approved: isOn(context) })],
  }),
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
  track: (context) => ({ name: 'approve', properties: { approved: !isOn(context), note_type: context.note.type } }),
  facts: [approveRequested, bulkApproveRequested, approveFailed],
  effects: {
    // Any approval request runs here, whoever appended it (the reply plugin approves what it answers).
    // Requests for one note go in order: an undo waits for what it reverts.
    // SPEC §4: the override resets 10 s after the request.
    ...approveRequested.effect(({ id, data, seq }, context) => {
      if (id === null) return undefined;
      approvals.scheduleReset(context.timers, id);
      // Approves or unapproves the comment, then reloads its note (or queues the call: see sendOrQueue).
      return inOrder(context, `approve:${id}`, async () => {
        const note = context.state().notes[id];
        return note ? sendOrQueue(context, approveRequest, approveEntry(note, data.approved, context, seq)) : [];
      });
    }),
    ...bulkApproveRequested.effect(({ data, seq }, context) => {
      for (const id of data.ids) approvals.scheduleReset(context.timers, id);
      return approveMany(data.ids, data.approved, context, seq);
    }),
  },
  // The offline queue sends a waiting approval with the same call.
  queue: approveRequest,
  stateField: approvals,
});

