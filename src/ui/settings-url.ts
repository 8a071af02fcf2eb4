// The settings link of the list's first heading, apart from the rich text's URL rules
// (rich-text/urls.ts, which re-exports it), which only the open note draws.
import { safeImageUrl, stripControls } from '../core/safe-url.ts';

/** The platform's main site, where app pages such as the Reader live. */
export const DEFAULT_APP_ORIGIN = 'https://wordpress.com';

/** The origin of `appOrigin`, the platform's main site when it is not a web URL. */
export function originOf(appOrigin: string): string {
  const url = safeImageUrl(appOrigin);
  return url === null ? DEFAULT_APP_ORIGIN : new URL(url).origin;
}

/** Notification settings for a site: `/me/notifications#{siteUrlWithoutScheme}` on the app origin. */
export function settingsUrl(siteUrl: string | null | undefined, appOrigin: string = DEFAULT_APP_ORIGIN): string {
  const base = `${originOf(appOrigin)}/me/notifications`;
  const site = stripControls(siteUrl ?? '').trim().replace(/^[a-z][a-z\d+.-]*:\/\//i, '');
  return site === '' ? base : `${base}#${encodeURI(site)}`;
}
