/**
 * The longest text a row draws, in UTF-16 units. A row clamps its subject and excerpt to two lines
 * (about 150 characters at the panel's widest); the rest is never seen, so it is neither drawn nor
 * searched for marks: a 1 MB comment costs a row what 600 characters cost.
 */
export const ROW_TEXT_LIMIT = 600;

/** `text` cut to `limit` units (never inside a surrogate pair), with "…" when it was cut. */
export function shownText(text: string, limit = ROW_TEXT_LIMIT): string {
  if (text.length <= limit) return text;
  const end = /[\uD800-\uDBFF]/.test(text[limit - 1]!) ? limit - 1 : limit;
  return `${text.slice(0, end)}…`;
}
