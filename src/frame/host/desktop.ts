/**
 * Desktop notifications, the host page's half (issue 34; only for a host that passes
 * `desktopNotifications: true`). Browsers refuse a permission request from a cross-origin iframe,
 * so the page asks, within the user activation of the click the panel forwards, and shows the
 * notifications with its own `Notification` API (no service worker). Everything the panel sends is
 * checked again here: text, tag, icon host.
 */
import { isPositiveId as isId } from '../../core/guards.ts';
import { MESSAGE_TYPE } from '../protocol.ts';
import { platformIcon } from '../platform-icon.ts';

/** Host-side bounds: the panel sends at most 80 and 160 characters, plus two isolates. */
const MAX_TITLE = 120;
const MAX_BODY = 240;
/** Notifications kept for closing; the oldest is closed beyond this. */
const MAX_OPEN = 20;
const TAG = /^notes-panel-(\d{1,16}|[a-z]{1,16})$/;

/** A desktop-notification message of the panel, checked. */
export type DesktopMessage =
  | { action: 'requestNotifyPermission' }
  | { action: 'notify'; tag: string; title: string; body: string; icon: string | undefined; noteId: number | null }
  | { action: 'closeNotify'; tag: string };

const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** Reads a desktop-notification message: null when it is none (another action), a reason when it is one but malformed. */
export function parseDesktopMessage(data: unknown): DesktopMessage | string | null {
  const object = (typeof data === 'object' && data) as Record<string, unknown> | null;
  if (object?.type !== MESSAGE_TYPE || !/^(requestNotifyPermission|notify|closeNotify)$/.test(String(object.action))) return null;
  const { action, tag, title, body, icon, noteId } = object;
  if (action === 'requestNotifyPermission') return { action };
  if (typeof tag !== 'string' || !TAG.test(tag)) return 'bad tag';
  if (action === 'closeNotify') return { action, tag };
  if (!text(title, MAX_TITLE) || !title || !text(body, MAX_BODY) || (noteId !== null && !isId(noteId)) || (icon !== undefined && !platformIcon(icon))) {
    return 'malformed notify';
  }
  return { action: 'notify', tag, title, body, icon: platformIcon(icon), noteId };
}

type NotificationClass = typeof Notification;

/** The page's half of desktop notifications. */
export interface HostDesktop {
  /** Tells the panel the permission (when it starts, and after a request). */
  ready(): void;
  /** Handles a desktop message from the panel (already from its window and origin); false when `data` is none. */
  handle(data: unknown): boolean;
  dispose(): void;
}

/** Shows the panel's desktop notifications; a click focuses the page and opens the panel on the note (`openNote`). */
export function connectDesktop(win: Window, post: (message: Record<string, unknown>) => void, openNote: (noteId: number | null) => void): HostDesktop {
  const Api = (win as Window & { Notification?: NotificationClass }).Notification;
  const shown = new Map<string, Notification>();
  const permission = () => (Api ? Api.permission : 'denied');
  const tell = () => post({ action: 'notifyPermission', permission: permission() });
  const close = (tag: string) => {
    shown.get(tag)?.close();
    shown.delete(tag);
  };
  const show = (message: Extract<DesktopMessage, { action: 'notify' }>) => {
    if (!Api || permission() !== 'granted') return console.warn('[notes host] notification not shown:', permission());
    close(message.tag);
    let notification: Notification;
    try {
      notification = new Api(message.title, { body: message.body, tag: message.tag, icon: message.icon, dir: 'auto' });
    } catch (error) {
      // Browsers that show notifications only from a service worker (Chrome on Android) throw here.
      return console.warn('[notes host] notification not shown:', error);
    }
    notification.onclick = () => {
      win.focus();
      close(message.tag);
      openNote(message.noteId);
    };
    shown.set(message.tag, notification);
    if (shown.size > MAX_OPEN) close(shown.keys().next().value!);
  };
  return {
    ready: tell,
    handle(data) {
      const message = parseDesktopMessage(data);
      if (message === null) return false;
      if (typeof message === 'string') console.warn('[notes host] message ignored:', message);
      else if (message.action === 'closeNotify') close(message.tag);
      else if (message.action === 'notify') show(message);
      else if (Api && permission() === 'default') {
        // Called while the click that asked is still the page's user activation (the panel posts at once).
        void Promise.resolve(Api.requestPermission()).then(tell, tell);
      } else tell();
      return true;
    },
    dispose() {
      for (const tag of [...shown.keys()]) close(tag);
    },
  };
}
