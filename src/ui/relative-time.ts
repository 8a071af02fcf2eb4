import { boundedCache } from './bounded-cache.ts';

/** Notes younger than this show a relative time ("3 hours ago"); older ones a date. */
export const RELATIVE_LIMIT_MS = 432_000_000;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * A note's time as people read it, in `locale`: relative under 5 days, else a medium date; a date
 * string longer than 15 characters falls back to the short form, then to ISO (YYYY-MM-DD). Under a
 * minute it is `justNow` ("just now", translated by the caller): Intl's own words for it read "this
 * minute" / "cette minute-ci".
 */
export function formatNoteTime(timestamp: number, now: number, locale: string, justNow?: string): string {
  if (!Number.isFinite(timestamp)) return '';
  const age = now - timestamp;
  const safeLocale = supported(locale);
  if (age >= 0 && age < RELATIVE_LIMIT_MS) {
    for (const [unit, size] of UNITS) {
      if (age >= size) return relativeText(safeLocale, -Math.floor(age / size), unit);
    }
    return justNow ?? relativeText(safeLocale, 0, 'minute');
  }
  const date = new Date(timestamp);
  for (const style of ['medium', 'short'] as const) {
    const text = cached(`d:${style}:${safeLocale}`, () => new Intl.DateTimeFormat(safeLocale, { dateStyle: style })).format(date);
    if (text.length <= 15) return text;
  }
  return date.toISOString().slice(0, 10);
}

// A list of hundreds of notes shows a few dozen distinct relative times ("3 hours ago"): each is
// formatted once and remembered. Building an Intl formatter costs far more than using one.
const texts = boundedCache<string>(500);
const formatters = boundedCache<Intl.RelativeTimeFormat | Intl.DateTimeFormat>(50);
function relativeText(locale: string, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return texts.get(`${locale} ${value} ${unit}`, () => cached(`r:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(value, unit));
}
function cached<T extends Intl.RelativeTimeFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  return formatters.get(key, make) as T;
}

// An unknown or malformed locale tag must not throw inside render. Remembered with the texts.
function supported(locale: string): string {
  return texts.get(`supported:${locale}`, () => {
    try {
      return Intl.RelativeTimeFormat.supportedLocalesOf(locale.replace('_', '-'))[0] ?? 'en';
    } catch {
      return 'en';
    }
  });
}
