/**
 * Snooze until tomorrow (Shift+Z): as Snooze (snooze.ts), until the next day at the time its setting
 * says ("wake me at", 8:00 unless set) on this device's clock; its help line and undo bar say that time.
 */
import { defineAction } from '../../src/core/index.ts';
import { SNOOZE_MORNING, wakeSettings, wakeTime } from './snooze-state.ts';
import { snoozeButtons } from './snooze.ts';

const buttons = snoozeButtons(SNOOZE_MORNING, 'snooze-tomorrow', 'Snooze until tomorrow', { key: 'Shift+z', description: 'Snooze the notification until tomorrow, %s' }, ['Snoozed until tomorrow, %s', '%d notifications snoozed until tomorrow, %s']);

/** The second choice of the open note's snooze buttons, and of the bulk toolbar's. */
export const snoozeTomorrowAction = defineAction({
  ...buttons,
  shortcut: { ...buttons.shortcut, value: wakeTime },
  undoTexts: { [SNOOZE_MORNING]: { ...buttons.undoTexts[SNOOZE_MORNING]!, value: wakeTime } },
  settings: wakeSettings,
});
