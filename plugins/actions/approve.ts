/** Approve or unapprove a comment (A). Optimistic: the override shows at once and resets after 10 s. */
import { defineAction, defineOverride, noteFlags, queueEntry, sendOrQueue, type ActionContext, type EffectContext, type Note, type PanelEvent, type PanelState, type QueueableRequest, type QueueEntry } from '../../src/core/index.ts';
import { inOrder } from '../lib/in-order.ts';
import { sendEach, settleEach } from '../lib/pool.ts';
import { failureStatus, reloadNote } from '../lib/reload.ts';
import { commentOfEntry, noteTarget } from '../lib/target.ts';

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
    'note/approveRequested': (event) => (event.type === 'note/approveRequested' ? { ids: [event.id], value: event.approved } : null),
    'notes/approveRequested': (event) => (event.type === 'notes/approveRequested' && Array.isArray(event.ids) ? { ids: event.ids, value: event.approved } : null),
  },
  failed: { 'note/approveFailed': (event) => (event.type === 'note/approveFailed' ? [event.id] : null) },
  reset: { key: 'reset', clears: ['approval', 'like'] },
});

/** Whether a comment counts as approved now: the local override first, then the note's flag. */
export function isApproved(state: PanelState, note: Note): boolean {
  return approvals.of(state, note.id) ?? noteFlags(note).actions['approve-comment'] === true;
}

/** A comment is styled unapproved when it offers approval and is not approved. */
export function looksUnapproved(state: PanelState, note: Note): boolean {
  return Object.hasOwn(noteFlags(note).actions, 'approve-comment') && !isApproved(state, note);
}

const isOn = ({ state, note }: ActionContext) => isApproved(state, note);

/** The approval call, as sent now or from the offline queue. */
export const approveRequest: QueueableRequest = {
  keeps: 'approval',
  send: (entry, context) => commentOfEntry(context, entry).update({ status: entry.on ? 'approved' : 'unapproved' }),
  succeeded: (entry, context) => reloadNote(context, entry.noteId),
  failed: (entry, message) => [{ type: 'note/approveFailed', id: entry.noteId, message }],
  reset: (entry, timers) => approvals.scheduleReset(timers, entry.noteId),
  failureMessage: (entry) => (entry.on ? 'Could not approve the comment. Please try again.' : 'Could not unapprove the comment. Please try again.'),
  goneMessage: (entry) => (entry.on ? 'Your approval was not sent: the comment no longer exists.' : 'Your unapproval was not sent: the comment no longer exists.'),
};

/** Approves or unapproves one comment, then reloads its note (or queues the call: see sendOrQueue). */
async function approveOne(id: number, approved: boolean, context: EffectContext, seq: number): Promise<PanelEvent[]> {
  const note = context.state().notes[id];
  return note ? sendOrQueue(context, approveRequest, approveEntry(note, approved, context, seq)) : [];
}

/** Approves (or unapproves) several comments, a few calls at a time; each failure restores its own. */
async function approveMany(ids: readonly number[], approved: boolean, context: EffectContext, seq: number): Promise<PanelEvent[]> {
  const notes = ids.map((id) => context.state().notes[id]).filter((note): note is Note => note !== undefined);
  const entries = notes.map((note) => approveEntry(note, approved, context, seq));
  const { events, succeeded, failures } = await sendEach(
    context,
    entries,
    (entry) => inOrder(context, `approve:${entry.noteId}`, () => approveRequest.send(entry, context)),
    approved ? 'approval' : 'unapproval',
    (entry, message) => ({ type: 'note/approveFailed', id: entry.noteId, message }),
  );
  if (failures) {
    events.push(approved
      ? failureStatus('%d comment could not be approved. Please try again.', { plural: '%d comments could not be approved. Please try again.', count: failures })
      : failureStatus('%d comment could not be unapproved. Please try again.', { plural: '%d comments could not be unapproved. Please try again.', count: failures }));
  }
  // The reloads, too, a few at a time (reloadNote logs its own failures and never throws).
  await settleEach(succeeded, async (entry) => events.push(...(await reloadNote(context, entry.noteId))));
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
  undoTexts: {
    approve: { done: ['Comment approved', '%d comments approved'], undone: ['Undone: the comment is unapproved again.', 'Undone: %d comments are unapproved again.'] },
    unapprove: { done: ['Comment unapproved', '%d comments unapproved'], undone: ['Undone: the comment is approved again.', 'Undone: %d comments are approved again.'] },
  },
  // An unapproved comment is styled as one, in its row and open.
  view: { noteTone: ({ state, note }) => (looksUnapproved(state, note) ? 'attention' : null) },
  track: (context) => ({ name: 'approve', properties: { approved: !isOn(context), note_type: context.note.type } }),
  effects: {
    // Any approval request runs here, whoever appended it (the reply plugin approves what it answers).
    // Requests for one note go in order: an undo waits for what it reverts.
    // SPEC §4: the override resets 10 s after the request.
    'note/approveRequested': (event, context) => {
      approvals.scheduleReset(context.timers, event.id);
      return inOrder(context, `approve:${event.id}`, () => approveOne(event.id, event.approved, context, event.seq));
    },
    'notes/approveRequested': (event, context) => {
      for (const id of event.ids) approvals.scheduleReset(context.timers, id);
      return approveMany(event.ids, event.approved, context, event.seq);
    },
  },
  // The offline queue sends a waiting approval with the same call.
  queue: approveRequest,
  stateField: approvals,
});

