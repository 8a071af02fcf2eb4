/** Snooze until tomorrow (Shift+Z): as Snooze (snooze.ts), until 8:00 the next day on this device's clock. */
import { defineAction } from '../../src/core/index.ts';
import { SNOOZE_MORNING } from './snooze-state.ts';
import { notSnoozing, startSnooze } from './snooze.ts';

/** The second choice of the open note's snooze buttons. */
export const snoozeTomorrowAction = defineAction({
  name: 'snooze-tomorrow',
  label: 'Snooze until tomorrow',
  icon: 'clock',
  shortcut: { key: 'Shift+z', description: 'Snooze the notification until tomorrow, 8:00', scope: 'panel' },
  undo: SNOOZE_MORNING,
  predicate: notSnoozing,
  perform: ({ note }) => [startSnooze(SNOOZE_MORNING, [note.id])],
  track: 'snooze',
});
