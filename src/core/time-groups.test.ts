import { describe, expect, it } from 'vitest';
import { groupNotes, localMidnight, timeGroupOf } from './time-groups.ts';
import { makeNote } from '../../test/support/notes.ts';

// Tests run with TZ=America/New_York (vitest.config.ts).
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();

describe('time groups against local midnight', () => {
  it('runs in a zone with daylight saving', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(300);
    expect(new Date(2026, 6, 1).getTimezoneOffset()).toBe(240);
  });

  const now = local(2026, 6, 15, 9, 30);
  it.each([
    ['just after midnight today', local(2026, 6, 15, 0, 0), 'today'],
    ['a minute before midnight', local(2026, 6, 14, 23, 59), 'yesterday'],
    ['start of yesterday', local(2026, 6, 14, 0, 0), 'yesterday'],
    ['late two days ago', local(2026, 6, 13, 23, 59), 'olderThan2Days'],
    ['start of 6 days ago', local(2026, 6, 9, 0, 0), 'olderThan2Days'],
    ['just before 6 days ago', local(2026, 6, 8, 23, 59), 'olderThanWeek'],
    ['start of 30 days ago', local(2026, 6, 15 - 30, 0, 0), 'olderThanWeek'],
    ['just before 30 days ago', local(2026, 6, 15 - 30, 0, 0) - 1, 'olderThanMonth'],
  ] as const)('%s', (_label, time, group) => {
    expect(timeGroupOf(time, now)).toBe(group);
  });

  it('counts calendar days across the spring-forward change (a 23-hour day)', () => {
    // 2026-03-08 is 23 hours long in New York.
    const morning = local(2026, 3, 9, 0, 30);
    expect(localMidnight(morning, 1)).toBe(local(2026, 3, 8));
    expect(morning - localMidnight(morning, 1)).toBe(23.5 * 3_600_000);
    expect(timeGroupOf(local(2026, 3, 8, 0, 5), morning)).toBe('yesterday');
    expect(timeGroupOf(local(2026, 3, 7, 23, 55), morning)).toBe('olderThan2Days');
  });

  it('counts calendar days across the fall-back change (a 25-hour day)', () => {
    const morning = local(2026, 11, 2, 0, 30);
    expect(morning - localMidnight(morning, 1)).toBe(25.5 * 3_600_000);
    expect(timeGroupOf(local(2026, 11, 1, 0, 1), morning)).toBe('yesterday');
    expect(timeGroupOf(local(2026, 10, 31, 23, 59), morning)).toBe('olderThan2Days');
  });

  it('groups newest-first notes into consecutive non-empty headings', () => {
    const notes = [local(2026, 6, 15, 8), local(2026, 6, 15, 1), local(2026, 6, 10), local(2026, 1, 1)].map((time, index) =>
      makeNote({ id: index + 1, timestamp: new Date(time).toISOString() }),
    );
    expect(groupNotes(notes, now).map((group) => [group.key, group.notes.map((note) => note.id)])).toEqual([
      ['today', [1, 2]],
      ['olderThan2Days', [3]],
      ['olderThanMonth', [4]],
    ]);
  });
});
