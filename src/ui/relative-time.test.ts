import { describe, expect, it } from 'vitest';
import { formatNoteTime } from './relative-time.ts';

const now = Date.parse('2026-06-15T12:00:00Z');
const ago = (ms: number) => now - ms;

describe('note times', () => {
  it.each([
    [ago(20_000), 'en', 'this minute'],
    [ago(5 * 60_000), 'en', '5 minutes ago'],
    [ago(3 * 3_600_000), 'en', '3 hours ago'],
    [ago(86_400_000), 'en', 'yesterday'],
    [ago(4 * 86_400_000), 'en', '4 days ago'],
    [ago(3 * 3_600_000), 'fr', 'il y a 3 heures'],
  ])('%s in %s reads %s', (time, locale, text) => {
    expect(formatNoteTime(time, now, locale)).toBe(text);
  });

  it('says the words it is given ("just now", translated) for the current minute, not Intl\'s "this minute"', () => {
    expect(formatNoteTime(ago(20_000), now, 'fr', 'à l’instant')).toBe('à l’instant');
    expect(formatNoteTime(ago(60_000), now, 'fr', 'à l’instant')).toBe('il y a 1 minute');
  });

  it('shows a date from 5 days on, short or ISO when the medium form is long', () => {
    expect(formatNoteTime(ago(432_000_000), now, 'en')).toBe('Jun 10, 2026');
    expect(formatNoteTime(Date.parse('2026-01-02T12:00:00Z'), now, 'de').length).toBeLessThanOrEqual(15);
    expect(formatNoteTime(Date.parse('2025-09-28T12:00:00Z'), now, 'en')).toBe('Sep 28, 2025');
  });

  it('survives a bad locale and a bad timestamp', () => {
    expect(formatNoteTime(ago(3_600_000), now, 'not a locale!!')).toBe('1 hour ago');
    expect(formatNoteTime(Number.NaN, now, 'en')).toBe('');
  });
});
