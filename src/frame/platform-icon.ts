/** The platform's picture hosts, shared by the panel (what it asks to show) and the host SDK (what it shows). */
import { safeHttpUrl } from '../core/safe-url.ts';

/** The URL when it is an https picture of the platform (gravatar.com, wp.com, wordpress.com or a subdomain, no credentials or port); else undefined. */
export function platformIcon(raw: unknown): string | undefined {
  const href = safeHttpUrl(raw);
  return href && /^https:\/\/([\w-]+\.)*(gravatar\.com|wp\.com|wordpress\.com)\//i.test(href) && href.length <= 2048 ? href : undefined;
}
