/** Approve or unapprove a comment (A). Optimistic: the override shows at once and resets after 10 s. */
import { defineAction, lazyEffects, noteFlags, type ActionContext, type PanelState, type Note } from '../../src/core/index.ts';

/** The approve and unapprove calls (approve-effects.ts), loaded on first use. */
const calls = lazyEffects(['note/approveRequested', 'notes/approveRequested'], () => import('./approve-effects.ts').then((module) => module.approveEffects));

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
  // The calls load when a note opens or is ticked, before its button or the toolbar's can be pressed.
  effects: { ...calls.effects, 'note/selected': () => calls.preload(), 'check/toggled': () => calls.preload() },
});
