/**
 * Wake now (W): a snoozed note, found in the Snoozed tab, comes back at once as it would at its time
 * (on top, unread, marked); Undo puts it to sleep again until that time. Ticked, many wake as one step.
 */
import { defineAction, type ActionContext, type PanelEvent } from '../../src/core/index.ts';
import { isAsleep, snoozed, snoozes, woke } from './snooze-state.ts';

const WAKE = 'snooze-wake';
const sleeping = ({ state, note }: ActionContext) => isAsleep(state, note.id);
/** The facts that put the notes of `contexts` to sleep again until each one's time, read before they woke. */
function sleepAgain(contexts: readonly ActionContext[]): PanelEvent[] {
  const { asleep } = snoozes.read(contexts[0]!.state);
  const byTime = new Map<number, number[]>();
  for (const { note } of contexts) {
    const until = asleep[note.id];
    if (until !== undefined) byTime.set(until, [...(byTime.get(until) ?? []), note.id]);
  }
  return [...byTime].map(([until, ids]) => snoozed.make(null, { ids, until }));
}

/** The ticked notes (or the one note) wake as one step; its Undo puts them to sleep again. */
const wake = (contexts: readonly ActionContext[]) => [woke.make(null, { ids: contexts.map(({ note }) => note.id) })];
const undoWake = (contexts: readonly ActionContext[]) => ({ kind: WAKE, revert: sleepAgain(contexts) });

/** Wake now: on a sleeping note only (the Snoozed tab's), its key and its bulk button. */
export const wakeNowAction = defineAction({
  name: WAKE,
  label: 'Wake now',
  icon: 'clock',
  shortcut: { key: 'w', description: 'Wake the snoozed notification now', scope: 'panel' },
  predicate: sleeping,
  perform: (context) => wake([context]),
  undo: (context) => undoWake([context]),
  undoTexts: {
    [WAKE]: { done: ['Back in the list', '%d notifications back in the list'], undone: ['Undone: snoozed again.', 'Undone: %d notifications snoozed again.'] },
  },
  bulk: [{ name: 'snooze-wake-all', label: 'Wake now', applies: sleeping, perform: wake, undo: undoWake, track: 'snooze_wake_bulk' }],
  track: 'snooze_wake',
});
