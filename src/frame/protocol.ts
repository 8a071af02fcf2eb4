/** Messages between the panel's iframe and the host page (REFERENCE §3). No DOM, no React. */

import { isPositiveId as isId, isRecord } from '../core/guards.ts';
import { safeHttpUrl } from '../core/safe-url.ts';

export const MESSAGE_TYPE = 'notesIframeMessage';

/** What the panel tells the host. */
export type PanelToHost =
  | { action: 'iFrameReady' }
  | { action: 'render'; num_new: number; latest_type: string | null }
  | { action: 'renderAllSeen' }
  | { action: 'togglePanel' }
  | { action: 'widescreen'; widescreen: boolean }
  | { action: 'openSite'; siteId: number }
  | { action: 'openPost'; siteId: number; postId: number }
  | { action: 'openComment'; siteId: number; postId: number; commentId: number }
  | { action: 'editComment'; siteId: number; postId: number; commentId: number }
  | { action: 'answerPrompt'; siteId: number; href: string }
  | { action: 'toggleShortcutsPopover' }
  | { action: 'closeShortcutsPopover' }
  /** Desktop notifications (issue 34, only to a host that opted in): ask the browser, show one, close one. */
  | { action: 'requestNotifyPermission' }
  | { action: 'notify'; tag: string; title: string; body: string; icon?: string | undefined; noteId: number | null }
  | { action: 'closeNotify'; tag: string };

/** What the host tells the panel. */
export type HostToPanel =
  | { action: 'togglePanel'; showing: boolean }
  | { action: 'toggleVisibility'; hidden: boolean }
  | { action: 'refreshNotes' }
  /** Show only one site's notes (`siteId`), or every site's again (null). */
  | { action: 'showSite'; siteId: number | null }
  /** The host opted in to desktop notifications: the browser's permission for its page (at start, and after a request). */
  | { action: 'notifyPermission'; permission: 'default' | 'granted' | 'denied' }
  /** A desktop notification was clicked: open that note (null: the list). */
  | { action: 'openNote'; noteId: number | null };

/** A parse that either gives the message or says why it was refused. */
export type Parsed<T> = { ok: true; message: T } | { ok: false; reason: string };

const accepted = <T>(message: T): Parsed<T> => ({ ok: true, message });
const refused = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** A refusal that says what the action needs. */
const needs = (action: unknown, what: string) => refused(`${String(action)} needs ${what}`);

/** The flagged object of a message, or why it is refused. */
function flagged(data: unknown): Parsed<Record<string, unknown>> {
  let value = data;
  if (typeof value === 'string') {
    // The replaced panel sent JSON strings; accept them, but nothing that is not JSON.
    try {
      value = JSON.parse(value);
    } catch {
      value = null;
    }
  }
  if (!isRecord(value)) return refused('not an object or JSON object string');
  return value.type === MESSAGE_TYPE ? accepted(value) : refused(`type is not ${MESSAGE_TYPE}`);
}

/** Reads a host → panel message; anything not flagged, unknown or mistyped is refused with a reason. */
export function parseHostMessage(data: unknown): Parsed<HostToPanel> {
  const parsed = flagged(data);
  if (!parsed.ok) return parsed;
  const object = parsed.message;
  const { action } = object;
  switch (action) {
    case 'togglePanel':
      return typeof object.showing === 'boolean' ? accepted({ action, showing: object.showing }) : needs(action, 'a boolean showing');
    case 'toggleVisibility':
      return typeof object.hidden === 'boolean' ? accepted({ action, hidden: object.hidden }) : needs(action, 'a boolean hidden');
    case 'refreshNotes':
      return accepted({ action });
    case 'showSite':
      return object.siteId === null || isId(object.siteId) ? accepted({ action, siteId: object.siteId }) : needs(action, 'a siteId (a positive integer) or null');
    case 'notifyPermission':
      return object.permission === 'default' || object.permission === 'granted' || object.permission === 'denied'
        ? accepted({ action, permission: object.permission })
        : refused('bad notifyPermission');
    case 'openNote':
      return object.noteId === null || isId(object.noteId) ? accepted({ action, noteId: object.noteId }) : refused('bad openNote');
    default:
      return refused(`unknown action ${JSON.stringify(action)}`);
  }
}

/**
 * The two messages the sync engine sends (the badge's count, or all seen), as the host SDK reads
 * them: the panel's only messages that carry a count and a note's type.
 */
export function parseCountMessage(object: Record<string, unknown>): Parsed<PanelToHost> {
  if (object.type !== MESSAGE_TYPE) return refused(`type is not ${MESSAGE_TYPE}`);
  if (object.action === 'renderAllSeen') return accepted({ action: 'renderAllSeen' });
  if (object.action !== 'render') return refused(`not a count message: ${JSON.stringify(object.action)}`);
  if (typeof object.num_new !== 'number' || !Number.isInteger(object.num_new) || object.num_new < 0) return refused('render needs a count num_new');
  return accepted({ action: 'render', num_new: object.num_new, latest_type: typeof object.latest_type === 'string' ? object.latest_type : null });
}

/** Reads a panel → host message, for the host SDK; ids must be positive integers, hrefs strings. */
export function parsePanelMessage(data: unknown): Parsed<PanelToHost> {
  const parsed = flagged(data);
  if (!parsed.ok) return parsed;
  const object = parsed.message;
  const { action } = object;
  switch (action) {
    case 'renderAllSeen':
    case 'render':
      return parseCountMessage(object);
    case 'iFrameReady':
    case 'togglePanel':
    case 'toggleShortcutsPopover':
    case 'closeShortcutsPopover':
      return accepted({ action });
    case 'widescreen':
      return typeof object.widescreen === 'boolean' ? accepted({ action, widescreen: object.widescreen }) : needs(action, 'a boolean widescreen');
    case 'openSite':
      return isId(object.siteId) ? accepted({ action, siteId: object.siteId }) : needs(action, 'a siteId');
    case 'openPost':
      return isId(object.siteId) && isId(object.postId) ? accepted({ action, siteId: object.siteId, postId: object.postId }) : needs(action, 'siteId and postId');
    case 'openComment':
    case 'editComment':
      return isId(object.siteId) && isId(object.postId) && isId(object.commentId)
        ? accepted({ action, siteId: object.siteId, postId: object.postId, commentId: object.commentId })
        : needs(action, 'siteId, postId and commentId');
    case 'answerPrompt': {
      // The host may navigate to it: an unsafe scheme (javascript:, data:) is refused here too.
      const href = safeHttpUrl(object.href);
      return isId(object.siteId) && href ? accepted({ action, siteId: object.siteId, href }) : needs(action, 'siteId and an http(s) href');
    }
    default:
      return refused(`unknown action ${JSON.stringify(action)}`);
  }
}

/** Whether an origin is on the allow-list ('*' is never accepted; exact scheme://host[:port] only). */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  return origin !== 'null' && allowed.includes(origin);
}
