import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from '../plain-click.ts';
import type { RichElement } from './nodes.ts';
import { IN_APP_TYPES } from './nodes.ts';
import type { OpenTarget } from './targets.ts';

/** Called instead of navigating when an in-app link is clicked. */
export type OpenHandler = (target: OpenTarget) => void;
/** Called when a plain link is clicked, with an event name and properties. */
export type TrackHandler = (name: string, properties: Record<string, unknown>) => void;

/** The tracking event name of a plain rich-text link click. */
export const LINK_CLICK_EVENT = 'notification_link_click';

interface RichLinkProps {
  node: RichElement;
  href: string | null;
  /** Present only when the node has an in-app target and the panel can open it. */
  open: { target: OpenTarget; onOpen: OpenHandler } | null;
  onTrack?: TrackHandler | undefined;
  /** Opens a web link for a plain click (the panel's host); without it the anchor opens a new tab itself. */
  openUrl?: ((url: string) => void) | undefined;
  children: ReactNode;
}

// The class names are fixed strings chosen by type membership, never copied from the payload.
const classNameOf = (node: RichElement): string =>
  IN_APP_TYPES.has(node.type) ? `wpnc__link wpnc__${node.type}` : 'wpnc__link';

/** An anchor for a safe href, or a button for an in-app target without one. */
export function RichLink({ node, href, open, onTrack, openUrl, children }: RichLinkProps) {
  const className = classNameOf(node);
  if (href === null) {
    // No href means no browser default to defer to: a modifier key still just opens in-app.
    return open ? <button type="button" className={className} onClick={() => open.onOpen(open.target)}>{children}</button> : <>{children}</>;
  }
  // The href passed safeUrl (http, https or mailto). A mail link opens the mail client; a blank tab
  // would be left behind for nothing.
  const newTab = !href.startsWith('mailto:');
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    // Ctrl or Meta asks the browser for a new tab or window: leave that alone.
    if (event.ctrlKey || event.metaKey) return;
    if (open) {
      event.preventDefault();
      open.onOpen(open.target);
      return;
    }
    onTrack?.(LINK_CLICK_EVENT, { link_type: node.type, href });
    // A web link opens the way the panel's own links do, through its host (the panel may live in an
    // iframe, and the host decides how a tab opens). A mail link is left to the mail client.
    if (openUrl && newTab && isPlainClick(event)) {
      event.preventDefault();
      openUrl(href);
    }
  };
  return (
    <a className={className} href={href} onClick={onClick} target={newTab ? '_blank' : undefined} rel="noopener noreferrer">
      {children}
    </a>
  );
}
