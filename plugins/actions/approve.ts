/** Approve or unapprove a comment (A). Optimistic: the override shows at once and resets after 10 s. */
import { defineAction, lazyModule, noteFlags, queueEntry, type ActionContext, type EffectContext, type Note, type PanelState, type QueueEntry } from '../../src/core/index.ts';
import { holdOrSend } from '../lib/on-demand.ts';
import { noteTarget } from '../lib/target.ts';

/** The approval calls (approve-calls.ts), loaded when a note opens or is ticked, before they can run. */
const calls = lazyModule(() => import('./approve-calls.ts'));

/** An approval as the offline queue keeps it (and as approve-calls.ts sends it). */
export function approveEntry(note: Note, approved: boolean, context: EffectContext, seq: number): QueueEntry {
  return queueEntry('approve', note.id, approved, 'approval', noteTarget(note), context.clock.now(), seq);
}

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
    // Requests for one note go in order: the calls wait for the same load, then for each other.
    'note/approveRequested': (event, context) => {
      const note = context.state().notes[event.id];
      if (!note) return [];
      return holdOrSend(context, [approveEntry(note, event.approved, context, event.seq)], () =>
        calls.get().then((module) => module.approveInOrder(event.id, event.approved, context, event.seq)));
    },
    'notes/approveRequested': (event, context) => {
      const notes = event.ids.flatMap((id) => context.state().notes[id] ?? []);
      return holdOrSend(context, notes.map((note) => approveEntry(note, event.approved, context, event.seq)), () =>
        calls.get().then((module) => module.approveMany(event.ids, event.approved, context, event.seq)));
    },
    // A note opened or ticked (x, a click, Shift+j/k, select all): its calls load now.
    'note/selected': () => calls.preload(),
    'check/toggled': () => calls.preload(),
    'check/extended': () => calls.preload(),
    'check/allChecked': () => calls.preload(),
  },
  // The offline queue sends a waiting approval with the same call.
  queue: () => calls.get().then((module) => module.approveRequest),
});

