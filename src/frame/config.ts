import { isPositiveId } from '../core/guards.ts';
import { httpUrl } from '../core/safe-url.ts';

/** What the iframe app reads from its address and build: locale, API, allowed hosts. No DOM access beyond the URL. */
export interface FrameConfig {
  locale: string;
  /** A local platform's base URL (loopback only, for the demo and tests); null means the real API through the proxy. */
  apiBase: string | null;
  /** Host page origins allowed to talk to the panel. */
  hostOrigins: string[];
  appOrigin: string;
  /** The site the panel is shown on, for the settings link's `#site` (SPEC §2); null when unknown. */
  siteUrl: string | null;
  /** `?theme=light|dark` from the host; anything else follows the reader's system setting. */
  theme: 'light' | 'dark' | 'auto';
  /** `?site=` given as a site's number: the panel opens showing only that site's notes; null otherwise. */
  siteFilter: number | null;
  /** `?debug` (any value but 0): the console also gets debug lines (tracked events, sync steps). */
  debug: boolean;
}

const LOCALE = /^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether a URL points at this machine. */
export function isLoopback(url: URL): boolean {
  return LOOPBACK.has(url.hostname);
}

/**
 * The site the panel is shown on: `?site=` when the embedding page says so, else the origin of
 * the page that embeds the frame (its referrer), unless that is the panel's own origin.
 */
function siteOf(page: URL, referrer: string | undefined): string | null {
  const named = httpUrl(page.searchParams.get('site'));
  if (named) return `${named.origin}${named.pathname}`;
  const embedding = httpUrl(referrer);
  return embedding && embedding.origin !== page.origin ? embedding.origin : null;
}

/**
 * Reads the config. `?locale=` defaults to en; `?api=` is honoured only for a loopback API seen
 * from a loopback page, so a crafted link cannot point a real user's panel at another server.
 * `referrer` is the frame document's, naming the page that embeds it.
 */
export function readFrameConfig(href: string, defaults: { hostOrigins: readonly string[]; appOrigin: string }, referrer?: string): FrameConfig {
  const page = new URL(href);
  const requested = page.searchParams.get('locale') ?? 'en';
  const locale = LOCALE.test(requested) ? requested : 'en';
  const api = isLoopback(page) ? httpUrl(page.searchParams.get('api')) : null;
  const apiBase = api && isLoopback(api) ? api.origin : null;
  // A page served from this machine (the demo) may be embedded by itself.
  const hostOrigins = isLoopback(page) ? [...new Set([...defaults.hostOrigins, page.origin])] : [...defaults.hostOrigins];
  const requestedTheme = page.searchParams.get('theme');
  const theme = requestedTheme === 'light' || requestedTheme === 'dark' ? requestedTheme : 'auto';
  const debug = page.searchParams.has('debug') && page.searchParams.get('debug') !== '0';
  // `?site=` names the site shown on by its address (the settings link), or by its number: then the
  // list opens narrowed to that site's notes.
  const siteParam = page.searchParams.get('site') ?? '';
  const siteNumber = /^\d{1,16}$/.test(siteParam) ? Number(siteParam) : 0;
  const siteFilter = isPositiveId(siteNumber) ? siteNumber : null;
  return { locale, apiBase, hostOrigins, appOrigin: defaults.appOrigin, siteUrl: siteOf(page, referrer), siteFilter, theme, debug };
}

/** The build variable naming the pages allowed to embed the panel. */
export const HOST_ORIGINS_VARIABLE = 'VITE_NOTES_HOST_ORIGINS';
/** The embedding origin when the build names none. */
export const DEFAULT_HOST_ORIGINS: readonly string[] = ['https://wordpress.com'];

/**
 * Parses `VITE_NOTES_HOST_ORIGINS` (comma-separated). Every entry must be an exact http(s) origin:
 * `*` (or any pattern) would let any page that frames the panel hear what it sends, so the build
 * refuses it with an error naming the variable instead of shipping it.
 */
export function parseHostOrigins(raw: string | undefined): string[] {
  if (raw === undefined) return [...DEFAULT_HOST_ORIGINS];
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (entry.includes('*')) throw new Error(`${HOST_ORIGINS_VARIABLE}: "*" is not allowed (list the exact origins of the pages that embed the panel, e.g. https://wordpress.com)`);
    const url = httpUrl(entry);
    if (!url || url.origin !== entry) throw new Error(`${HOST_ORIGINS_VARIABLE}: ${JSON.stringify(entry)} is not an origin (scheme://host[:port], no path)`);
  }
  return [...new Set(entries)];
}
