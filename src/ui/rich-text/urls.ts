/**
 * URL rules for rich text and the panel's links (SPEC §2 "Links"). Pure functions, no React:
 * every href that reaches the DOM has passed `safeUrl` (src/core/safe-url.ts).
 */
import { safeImageUrl, safeUrl } from '../../core/safe-url.ts';
import { DEFAULT_APP_ORIGIN, originOf } from '../settings-url.ts';

export { safeImageUrl, safeUrl };
// The list's settings link needs only this one (src/ui/settings-url.ts): the rest come with the open note.
export { DEFAULT_APP_ORIGIN, settingsUrl } from '../settings-url.ts';

/** The host the panel is served from when embedded as a widget. */
export const DEFAULT_WIDGET_HOST = 'widgets.wp.com';

/** The host of an app origin ('wordpress.com'), the platform's main site when it is not a web URL. */
export function hostOf(appOrigin: string): string {
  return new URL(originOf(appOrigin)).host;
}

/** The Reader page of a user, `/reader/users/id/{userId}` on the app origin; null without a valid id. */
export function readerUserUrl(userId: unknown, appOrigin: string = DEFAULT_APP_ORIGIN): string | null {
  const id = typeof userId === 'string' && /^\d{1,15}$/.test(userId) ? Number(userId) : userId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  return `${originOf(appOrigin)}/reader/users/id/${id}`;
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
