/**
 * Snooze (Z): the note leaves the list behind the undo bar and comes back in an hour, unread, at the
 * top, its row saying it was snoozed. Written as a third party would write it: it imports only the
 * core's entry point, holds its notes through its own slice (snooze-state.ts), keeps them across
 * reloads and tabs (snooze-store.ts) and wakes them on the core's clock (snooze-wake.ts).
 * "Until tomorrow" is its sibling, snooze-tomorrow.ts.
 */
import { defineAction, type ActionContext, type BulkDeclaration, type PanelEvent, type UndoTexts } from '../../src/core/index.ts';
import { isAsleep, SNOOZE_HOUR, SNOOZE_MORNING, snoozes, wasSnoozed } from './snooze-state.ts';
import { restoreSnoozes } from './snooze-store.ts';
import { snoozeEffects } from './snooze-wake.ts';

const undone = ['Undone: the notification is back.', 'Undone: %d notifications are back.'] as const;
const UNDO_TEXTS: Record<string, UndoTexts> = {
  [SNOOZE_HOUR]: { done: ['Snoozed for an hour', '%d notifications snoozed for an hour'], undone },
  [SNOOZE_MORNING]: { done: ['Snoozed until tomorrow, 8:00', '%d notifications snoozed until tomorrow, 8:00'], undone },
};

// example:timed-start
/** The step that hides `ids` behind the undo bar; when its window ends, snooze-wake.ts puts them to sleep. */
export const startSnooze = (kind: string, ids: readonly number[]): PanelEvent => ({ type: 'undo/started', id: ids[0]!, ids: [...ids], kind, removal: true });
// end

/** Not while the note already waits behind a snooze's undo bar, nor while it sleeps. */
export const notSnoozing = ({ state, note }: ActionContext) => !(state.undo?.ids.includes(note.id) && state.undo.kind in UNDO_TEXTS) && !isAsleep(state, note.id);

/** A bulk button: the ticked notes snooze as one step, with one Undo. */
const bulkSnooze = (name: string, label: string, kind: string): BulkDeclaration => ({
  name,
  label,
  applies: notSnoozing,
  perform: (contexts) => [startSnooze(kind, contexts.map(({ note }) => note.id))],
  track: 'snooze_bulk',
});

// example:timed-action
/** Snooze for an hour: the button, Z, the bulk buttons, the slice, the timer, the row's mark and the Snoozed tab. */
export const snoozeAction = defineAction({
  name: 'snooze',
  label: 'Snooze for an hour',
  icon: 'clock',
  shortcut: { key: 'z', description: 'Snooze the notification for an hour', scope: 'panel' },
  undo: SNOOZE_HOUR,
  undoTexts: UNDO_TEXTS,
  predicate: notSnoozing,
  perform: ({ note }) => [startSnooze(SNOOZE_HOUR, [note.id])],
  track: 'snooze',
  bulk: [
    bulkSnooze('snooze-all', 'Snooze for an hour', SNOOZE_HOUR),
    bulkSnooze('snooze-tomorrow-all', 'Snooze until tomorrow', SNOOZE_MORNING),
  ],
  stateField: snoozes,
  effects: snoozeEffects,
  start: restoreSnoozes,
  view: { rowMark: ({ state, note }) => (wasSnoozed(state, note.id) ? { text: 'Was snoozed' } : null) },
  // Every sleeping note, to find and wake early (snooze-wake-now.ts): a tab while one sleeps.
  tab: { name: 'snoozed', label: 'Snoozed', held: true, whileHolding: true, empty: { message: 'No snoozed notifications.' } },
});
// end
