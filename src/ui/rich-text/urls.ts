/**
 * URL rules for rich text and the panel's links (SPEC §2 "Links"). Pure functions, no React:
 * every href that reaches the DOM has passed `safeUrl`.
 */

/** Schemes a link may use; everything else (javascript:, data:, vbscript:, file:, blob:…) is refused. */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
/** The platform's main site, where app pages such as the Reader live. */
export const DEFAULT_APP_ORIGIN = 'https://wordpress.com';
/** The host the panel is served from when embedded as a widget. */
export const DEFAULT_WIDGET_HOST = 'widgets.wp.com';

// Browsers drop ASCII tab and newlines anywhere in a URL and C0 controls or spaces at its ends, so
// "java\tscript:" runs as javascript:. Removing every control character first means the scheme we
// check is the scheme the browser would use.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * The URL as an absolute http, https or mailto href, or null. Relative URLs resolve against `base`
 * when one is given (and is itself http or https); protocol-relative URLs are always refused.
 */
export function safeUrl(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string') return null;
  const cleaned = raw.replace(CONTROL_CHARACTERS, '').trim();
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

/** Like `safeUrl` but for images: mailto is no image source. */
export function safeImageUrl(raw: unknown, base?: string): string | null {
  const url = safeUrl(raw, base);
  return url !== null && !url.startsWith('mailto:') ? url : null;
}

function originOf(appOrigin: string): string {
  const url = safeImageUrl(appOrigin);
  return url === null ? DEFAULT_APP_ORIGIN : new URL(url).origin;
}

/** The Reader page of a user, `/reader/users/id/{userId}` on the app origin; null without a valid id. */
export function readerUserUrl(userId: unknown, appOrigin: string = DEFAULT_APP_ORIGIN): string | null {
  const id = typeof userId === 'string' && /^\d{1,15}$/.test(userId) ? Number(userId) : userId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  return `${originOf(appOrigin)}/reader/users/id/${id}`;
}

/** Notification settings for a site: `/me/notifications#{siteUrlWithoutScheme}` on the app origin. */
export function settingsUrl(siteUrl: string | null | undefined, appOrigin: string = DEFAULT_APP_ORIGIN): string {
  const base = `${originOf(appOrigin)}/me/notifications`;
  const site = (siteUrl ?? '').replace(CONTROL_CHARACTERS, '').trim().replace(/^[a-z][a-z\d+.-]*:\/\//i, '');
  return site === '' ? base : `${base}#${encodeURI(site)}`;
}

/**
 * The host links should point at: on the widget host it is the main site host, elsewhere the
 * current host (the widget host only frames the panel; pages it links to live on the main site).
 */
export function linkHost(currentHost: string, mainHost: string, widgetHost: string = DEFAULT_WIDGET_HOST): string {
  return currentHost.toLowerCase() === widgetHost.toLowerCase() ? mainHost : currentHost;
}

/** `url` with the widget host swapped for the main site host when the panel runs on the widget host. */
export function forLinkHost(url: string, currentHost: string, mainHost: string, widgetHost: string = DEFAULT_WIDGET_HOST): string {
  const host = linkHost(currentHost, mainHost, widgetHost);
  if (host === currentHost) return url;
  try {
    const parsed = new URL(url);
    // Only links onto the widget host itself move; links to other sites are left alone.
    if (parsed.host.toLowerCase() !== currentHost.toLowerCase()) return url;
    parsed.host = host;
    return parsed.href;
  } catch {
    return url;
  }
}
