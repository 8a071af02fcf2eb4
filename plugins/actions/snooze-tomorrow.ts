/** Snooze until tomorrow (Shift+Z): as Snooze (snooze.ts), until 8:00 the next day on this device's clock. */
import { defineAction } from '../../src/core/index.ts';
import { SNOOZE_MORNING } from './snooze-state.ts';
import { snoozeButtons } from './snooze.ts';

/** The second choice of the open note's snooze buttons, and of the bulk toolbar's. */
export const snoozeTomorrowAction = defineAction(
  snoozeButtons(SNOOZE_MORNING, 'snooze-tomorrow', 'Snooze until tomorrow', { key: 'Shift+z', description: 'Snooze the notification until tomorrow, 8:00' }, ['Snoozed until tomorrow, 8:00', '%d notifications snoozed until tomorrow, 8:00']),
);
