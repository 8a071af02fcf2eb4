/**
 * Snooze (Z): the note leaves the list behind the undo bar and comes back in an hour, unread, at the
 * top, its row saying it was snoozed. Written as a third party would write it: it imports only the
 * core's entry point, holds its notes through its own slice (snooze-state.ts), keeps them across
 * reloads and tabs (snooze-store.ts) and wakes them on the core's clock (snooze-wake.ts).
 * "Until tomorrow" is its sibling, snooze-tomorrow.ts.
 */
import { defineAction, type ActionContext, type PanelEvent } from '../../src/core/index.ts';
import { isAsleep, isSnoozeKind, SNOOZE_HOUR, snoozes, wasSnoozed } from './snooze-state.ts';
import { restoreSnoozes } from './snooze-store.ts';
import { snoozeEffects } from './snooze-wake.ts';

// example:timed-start
/** The step that hides `ids` behind the undo bar; when its window ends, snooze-wake.ts puts them to sleep. */
export const startSnooze = (kind: string, ids: readonly number[]): PanelEvent => ({ type: 'undo/started', id: ids[0]!, ids: [...ids], kind, removal: true });
// end

/** Not while the note already waits behind a snooze's undo bar, nor while it sleeps. */
const notSnoozing = ({ state, note }: ActionContext) => !(state.undo?.ids.includes(note.id) && isSnoozeKind(state.undo.kind)) && !isAsleep(state, note.id);

// example:timed-action
/**
 * A snooze of `kind`, as Snooze and its sibling declare it: the button, its key, a bulk button that
 * snoozes the ticked notes as one step with one Undo, and what the undo bar says.
 */
export function snoozeButtons(kind: string, name: string, label: string, shortcut: { key: string; description: string }, done: readonly [string, string]) {
  const perform = (contexts: readonly ActionContext[]) => [startSnooze(kind, contexts.map(({ note }) => note.id))];
  return {
    name,
    label,
    icon: 'clock',
    shortcut: { ...shortcut, scope: 'panel' as const },
    undo: kind,
    undoTexts: { [kind]: { done, undone: ['Undone: the notification is back.', 'Undone: %d notifications are back.'] as const } },
    predicate: notSnoozing,
    perform: (context: ActionContext) => perform([context]),
    track: 'snooze',
    bulk: [{ name: `${name}-all`, label, applies: notSnoozing, perform, track: 'snooze_bulk' }],
  };
}

/** Snooze for an hour: the button, Z, the bulk button, the slice, the timer, the row's mark and the Snoozed tab. */
export const snoozeAction = defineAction({
  ...snoozeButtons(SNOOZE_HOUR, 'snooze', 'Snooze for an hour', { key: 'z', description: 'Snooze the notification for an hour' }, ['Snoozed for an hour', '%d notifications snoozed for an hour']),
  stateField: snoozes,
  effects: snoozeEffects,
  start: restoreSnoozes,
  view: { rowMark: ({ state, note }) => (wasSnoozed(state, note.id) ? { text: 'Was snoozed' } : null) },
  // Every sleeping note, to find and wake early (snooze-wake-now.ts): a tab while one sleeps.
  tab: { name: 'snoozed', label: 'Snoozed', held: true, whileHolding: true, empty: { message: 'No snoozed notifications.' } },
});
// end
