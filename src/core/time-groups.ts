import { localMidnight } from './clock.ts';
import { noteTime, type Note } from './note.ts';

/** The time-group headings, newest first. Labels are translated by the UI. */
export type TimeGroupKey = 'today' | 'yesterday' | 'olderThan2Days' | 'olderThanWeek' | 'olderThanMonth';

/** English labels, used as translation source strings. */
export const TIME_GROUP_LABELS: Record<TimeGroupKey, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  olderThan2Days: 'Older than 2 days',
  olderThanWeek: 'Older than a week',
  olderThanMonth: 'Older than a month',
};

// Beside the clock, so the first load (the core's midnight timer) does not carry the list's groups.
export { localMidnight } from './clock.ts';

/** Lower bounds of each group against local midnight: today, yesterday, 6 days, 30 days. */
export function groupBoundaries(now: number): [TimeGroupKey, number][] {
  return [
    ['today', localMidnight(now, 0)],
    ['yesterday', localMidnight(now, 1)],
    ['olderThan2Days', localMidnight(now, 6)],
    ['olderThanWeek', localMidnight(now, 30)],
    ['olderThanMonth', -Infinity],
  ];
}

/** The group of a note time. */
export function timeGroupOf(ms: number, now: number, bounds = groupBoundaries(now)): TimeGroupKey {
  for (const [key, from] of bounds) if (ms >= from) return key;
  return 'olderThanMonth';
}

/** A heading and its notes. */
export interface TimeGroup {
  key: TimeGroupKey;
  notes: Note[];
}

/** Splits newest-first notes into non-empty groups, by the list's time of each (`Selectors.listTime`). */
export function groupNotes(notes: readonly Note[], now: number, time: (note: Note) => number = noteTime): TimeGroup[] {
  const bounds = groupBoundaries(now);
  const groups: TimeGroup[] = [];
  for (const note of notes) {
    const key = timeGroupOf(time(note), now, bounds);
    const last = groups[groups.length - 1];
    if (last?.key === key) last.notes.push(note);
    else groups.push({ key, notes: [note] });
  }
  return groups;
}
