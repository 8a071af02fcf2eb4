/**
 * A small query-string encoder producing the same output as
 * `qs.stringify(value, { arrayFormat: 'brackets' })`: arrays as `key[]=v`, nested objects as
 * `key[child]=v`, null as `key=`, undefined and functions skipped, dates as ISO strings, and
 * RFC 3986 percent-encoding of keys and values (brackets included).
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes everything except RFC 3986 unreserved characters, like qs does. */
export function encodeComponent(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function scalarText(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString();
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      return undefined;
  }
}

function collect(prefix: string, value: unknown, pairs: string[]): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (value === null) {
    pairs.push(`${encodeComponent(prefix)}=`);
    return;
  }
  const text = scalarText(value);
  if (text !== undefined) {
    pairs.push(`${encodeComponent(prefix)}=${encodeComponent(text)}`);
    return;
  }
  if (Array.isArray(value)) {
    // Object.keys skips holes in sparse arrays, as qs does.
    for (const index of Object.keys(value)) collect(`${prefix}[]`, value[Number(index)], pairs);
    return;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    collect(`${prefix}[${key}]`, child, pairs);
  }
}

/** Encodes a query object; anything that is not a plain object or array gives ''. */
export function stringifyQuery(query: unknown): string {
  if (query === null || typeof query !== 'object' || query instanceof Date) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    collect(key, value, pairs);
  }
  return pairs.join('&');
}
