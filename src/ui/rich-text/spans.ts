/**
 * Index and number hygiene for ranges and media. Payload fields are untrusted: anything odd is
 * clamped or dropped here so the tree builder only ever sees sane [start, end) spans.
 */

/** A [start, end) span in UTF-16 code units, start <= end, inside the text. */
export type Span = readonly [start: number, end: number];

const isHigh = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** True when `index` falls between the two halves of a surrogate pair. */
export function splitsPair(text: string, index: number): boolean {
  return index > 0 && index < text.length && isHigh(text.charCodeAt(index - 1)) && isLow(text.charCodeAt(index));
}

/**
 * Clamps raw indices to the text and widens them off surrogate-pair middles, or returns null when
 * they cannot be read (missing, non-finite, inverted).
 */
export function normalizeSpan(indices: unknown, text: string): Span | null {
  if (!Array.isArray(indices) || indices.length < 2) return null;
  const [rawStart, rawEnd] = indices as unknown[];
  if (typeof rawStart !== 'number' || typeof rawEnd !== 'number') return null;
  if (!Number.isFinite(rawStart) || !Number.isFinite(rawEnd) || rawStart > rawEnd) return null;
  const limit = text.length;
  // Fractions never come from the platform; rounding outwards keeps whatever text was meant.
  let start = Math.min(Math.max(Math.floor(rawStart), 0), limit);
  let end = Math.min(Math.max(Math.ceil(rawEnd), 0), limit);
  // Widening (not narrowing) keeps an emoji at a range edge inside the range that touched it; it
  // is monotonic, so a range contained in another stays contained after both are widened.
  if (splitsPair(text, start)) start -= 1;
  if (splitsPair(text, end)) end += 1;
  return [start, end];
}

/** A positive finite number from a number or numeric string (media sizes come as either). */
export function toDimension(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

/** A non-negative integer id from a number or a digit string; anything else is no id. */
export function toId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return undefined;
}

/** The key a range id or parent reference is compared by (numbers and strings alike). */
export function toRef(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value !== '') return value;
  return null;
}
