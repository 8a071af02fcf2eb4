/**
 * Wake now (W): a snoozed note, found in the Snoozed tab, comes back at once as it would at its time
 * (on top, unread, marked); Undo puts it to sleep again until that time. Ticked, many wake as one step.
 */
import { defineAction, type ActionContext, type PanelEvent, type PanelState } from '../../src/core/index.ts';
import { isAsleep, snoozed, snoozes, woke } from './snooze-state.ts';

const WAKE = 'snooze-wake';
const sleeping = ({ state, note }: ActionContext) => isAsleep(state, note.id);
const idsOf = (contexts: readonly ActionContext[]) => contexts.map(({ note }) => note.id);

/** The facts that put `ids` to sleep again until each one's time, read before they woke. */
function sleepAgain(state: PanelState, ids: readonly number[]): PanelEvent[] {
  const { asleep } = snoozes.read(state);
  const byTime = new Map<number, number[]>();
  for (const id of ids) {
    const until = asleep[id];
    if (until !== undefined) byTime.set(until, [...(byTime.get(until) ?? []), id]);
  }
  return [...byTime].map(([until, group]) => snoozed.make(null, { ids: group, until }));
}

/** Wake now: on a sleeping note only (the Snoozed tab's), its key and its bulk button. */
export const wakeNowAction = defineAction({
  name: WAKE,
  label: 'Wake now',
  icon: 'clock',
  shortcut: { key: 'w', description: 'Wake the snoozed notification now', scope: 'panel' },
  predicate: sleeping,
  perform: ({ note }) => [woke.make(null, { ids: [note.id] })],
  undo: ({ state, note }) => ({ kind: WAKE, revert: sleepAgain(state, [note.id]) }),
  undoTexts: {
    [WAKE]: { done: ['Back in the list', '%d notifications back in the list'], undone: ['Undone: snoozed again.', 'Undone: %d notifications snoozed again.'] },
  },
  bulk: [{
    name: 'snooze-wake-all',
    label: 'Wake now',
    applies: sleeping,
    perform: (contexts) => [woke.make(null, { ids: idsOf(contexts) })],
    undo: (contexts) => ({ kind: WAKE, revert: sleepAgain(contexts[0]!.state, idsOf(contexts)) }),
    track: 'snooze_wake_bulk',
  }],
  track: 'snooze_wake',
});
