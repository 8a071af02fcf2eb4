/**
 * URL schemes that may reach the DOM or a new tab. Every href, src and opened URL in the panel
 * passes one of these; everything else (javascript:, data:, vbscript:, file:, blob:…) is refused.
 */

/** Schemes a link may use; everything else (javascript:, data:, vbscript:, file:, blob:…) is refused. */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

// Browsers drop ASCII tab and newlines anywhere in a URL and C0 controls or spaces at its ends, so
// "java\tscript:" runs as javascript:. Removing every control character first means the scheme we
// check is the scheme the browser would use.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/** The text without control characters, as a browser reads a URL. */
export function stripControls(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/**
 * The URL as an absolute http, https or mailto href, or null. Relative URLs resolve against `base`
 * when one is given (and is itself http or https); protocol-relative URLs are always refused.
 */
export function safeUrl(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string') return null;
  const cleaned = stripControls(raw).trim();
  if (cleaned === '') return null;
  // "//evil.example" (and the backslash spellings browsers accept) inherit the page's scheme and
  // silently leave our origin; no legitimate payload link is written that way.
  if (/^[\\/]{2}/.test(cleaned)) return null;
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    const resolvedBase = base === undefined ? null : safeUrl(base);
    if (resolvedBase === null || resolvedBase.startsWith('mailto:')) return null;
    try {
      url = new URL(cleaned, resolvedBase);
    } catch {
      return null;
    }
  }
  return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/** `raw` read as an absolute http(s) URL, or null: for checking an address (an origin, a host), not for a link. */
export function httpUrl(raw: string | null | undefined): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Like `safeUrl` but for images: mailto is no image source. */
export function safeImageUrl(raw: unknown, base?: string): string | null {
  const url = safeUrl(raw, base);
  return url !== null && !url.startsWith('mailto:') ? url : null;
}

/** An absolute http(s) URL, or null: what may become an image `src`, a note URL opened in a new tab. */
export function safeHttpUrl(raw: unknown): string | null {
  return safeImageUrl(raw);
}
