/**
 * Where a link node goes: an in-app target the host opens, an href, or both. Pure, so the rules of
 * SPEC §2 "Links" are tested without rendering.
 */
import type { RichElement } from './nodes.ts';
import { IN_APP_TYPES } from './nodes.ts';
import { forLinkHost, readerUserUrl, safeUrl } from './urls.ts';

/** An in-app destination, handed to `onOpen` instead of navigating. */
export interface OpenTarget {
  target: 'openPost' | 'openComment' | 'openSite';
  siteId: number;
  postId?: number;
  commentId?: number;
}

/** Settings that shape hrefs: the app origin for Reader pages, a base for relative URLs, hosts. */
export interface LinkSettings {
  /** Origin of app pages such as the Reader; defaults to the platform's main site. */
  appOrigin?: string;
  /** Base for relative URLs in ranges; without one they are refused. */
  baseUrl?: string;
  /** The host the panel runs on and the main site host, for the widget-host rule. */
  currentHost?: string;
  mainHost?: string;
  widgetHost?: string;
}

/** What a link node resolves to; null when it is not a link at all (or an unsafe one). */
export interface LinkPlan { href: string | null; open: OpenTarget | null }

/** The in-app target of a post, comment or site range, when its ids are present (SPEC §2). */
export function openTargetFor(node: RichElement): OpenTarget | null {
  const { type, id, site_id: siteId, post_id: postId } = node;
  if (type === 'post' && siteId !== undefined && (id ?? postId) !== undefined) return { target: 'openPost', siteId, postId: (id ?? postId)! };
  if (type === 'comment' && siteId !== undefined && postId !== undefined && id !== undefined) return { target: 'openComment', siteId, postId, commentId: id };
  if (type === 'site' && (id ?? siteId) !== undefined) return { target: 'openSite', siteId: (id ?? siteId)! };
  // A user range (even with its own site_id) is a plain link to the user's Reader page (SPEC §2).
  return null;
}

/** The href of a link node: the Reader page for users with an id, else its URL if it is safe. */
export function hrefFor(node: RichElement, settings: LinkSettings = {}): string | null {
  const href = (node.type === 'user' ? readerUserUrl(node.id, settings.appOrigin) : null) ?? safeUrl(node.url, settings.baseUrl);
  if (href === null || !settings.currentHost || !settings.mainHost) return href;
  return forLinkHost(href, settings.currentHost, settings.mainHost, settings.widgetHost);
}

/** How to render a node as a link, or null when it should not be one. */
export function linkPlanFor(node: RichElement, settings: LinkSettings = {}): LinkPlan | null {
  if (node.url === undefined && !IN_APP_TYPES.has(node.type)) return null;
  const href = hrefFor(node, settings);
  const open = openTargetFor(node);
  return href === null && open === null ? null : { href, open };
}
