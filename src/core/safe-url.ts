/** An http(s) URL as a string, or null: what may become a `src` or a new tab. */
export function safeHttpUrl(raw: string | undefined | null): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
