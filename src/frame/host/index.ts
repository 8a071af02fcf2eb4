/**
 * The host-page SDK: mounts the panel's iframe, opens and closes it, keeps the unread badge, and
 * forwards n and Escape, closes on a click outside. Small on purpose (its own entry, 3 KB gzip budget): no framework.
 */
import { MESSAGE_TYPE, parsePanelMessage, type PanelToHost } from '../protocol.ts';
import { connectDesktop } from './desktop.ts';

/** Options of `mountNotesPanel`. */
export interface MountOptions {
  container: HTMLElement;
  /** The panel's iframe URL. */
  src: string;
  /** Where the iframe may talk from; defaults to the origin of `src`. */
  panelOrigin?: string;
  /** An element to show the unread count in (hidden when 0). */
  badge?: HTMLElement | null;
  onUnreadChange?(count: number, latestType: string | null): void;
  onOpenChange?(open: boolean): void;
  onWidescreen?(wide: boolean): void;
  /** In-app targets the panel asks for: open a site, post or comment, edit a comment, answer a prompt. */
  onNavigate?(message: Extract<PanelToHost, { siteId: number }>): void;
  /** Forward n and Escape from the page (default true). */
  keyboard?: boolean;
  /** The page's button that toggles the panel: a click on it is not a click outside the panel. */
  toggleButton?: HTMLElement | null;
  /** Close the open panel on a click elsewhere on the page, as the platform's masterbar does (default true). */
  closeOnOutsideClick?: boolean;
  /**
   * Offer desktop notifications (default false): the panel offers them, this page asks the browser
   * when the person accepts, and shows one per new note while the panel is closed or the tab hidden.
   */
  desktopNotifications?: boolean;
}

/** The mounted panel. */
export interface NotesPanelHandle {
  readonly iframe: HTMLIFrameElement;
  isOpen(): boolean;
  unread(): number;
  open(): void;
  close(): void;
  toggle(): void;
  /** Shows only one site's notes (its id), or every site's again (null). */
  showSite(siteId: number | null): void;
  destroy(): void;
}

/** Whether a key press happens while the user types: inputs, textareas, selects, contenteditable, shadow roots. */
export function isTyping(event: KeyboardEvent): boolean {
  const target = (event.composedPath?.()[0] ?? event.target) as HTMLElement | null;
  if (!target || typeof target.tagName !== 'string') return false;
  if (target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName)) return true;
  if (target.closest?.('[contenteditable]:not([contenteditable="false"])')) return true;
  // A key from inside a shadow root reaches us retargeted to its host; a closed root hides what has
  // focus, so any shadow host or custom element counts as a place the user may be typing.
  const host = event.target as HTMLElement | null;
  return host?.shadowRoot != null || (typeof host?.tagName === 'string' && host.tagName.includes('-'));
}

/** Mounts the panel's iframe in `container`. */
export function mountNotesPanel(options: MountOptions): NotesPanelHandle {
  const doc = options.container.ownerDocument;
  const win = doc.defaultView!;
  const panelOrigin = options.panelOrigin ?? new URL(options.src, win.location.href).origin;
  const iframe = doc.createElement('iframe');
  iframe.title = 'Notifications';
  iframe.src = options.src;
  iframe.className = 'wpnc-host__frame';
  // Closed, the frame is hidden but stays laid out (`visibility`, not `display: none`), so opening
  // it only paints what is already there.
  iframe.style.visibility = 'hidden';
  options.container.append(iframe);
  let open = false;
  let unread = 0;

  const post = (message: Record<string, unknown>) => iframe.contentWindow?.postMessage({ type: MESSAGE_TYPE, ...message }, panelOrigin);
  const setBadge = (count: number, latest: string | null) => {
    unread = count;
    if (options.badge) {
      options.badge.textContent = count > 99 ? '99+' : String(count);
      options.badge.hidden = count === 0;
    }
    options.onUnreadChange?.(count, latest);
  };
  const setOpen = (next: boolean) => {
    if (next === open) return;
    open = next;
    iframe.style.visibility = open ? '' : 'hidden';
    post({ action: 'togglePanel', showing: open });
    options.onOpenChange?.(open);
    if (open) iframe.focus();
  };
  const desktop = options.desktopNotifications
    ? connectDesktop(win, post, (noteId) => {
        setOpen(true);
        post({ action: 'openNote', noteId });
      })
    : null;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== panelOrigin) {
      // Another window speaking the panel's protocol: refused, and said so (other messages are the page's business).
      const data = event.data as { type?: unknown } | null | undefined;
      if (data?.type === MESSAGE_TYPE) console.warn('[notes host] message ignored: not from the panel');
      return;
    }
    if (desktop?.handle(event.data)) return;
    const parsed = parsePanelMessage(event.data);
    if (!parsed.ok) return console.warn('[notes host] message ignored:', parsed.reason);
    const message = parsed.message;
    switch (message.action) {
      case 'iFrameReady':
        post({ action: 'togglePanel', showing: open });
        post({ action: 'toggleVisibility', hidden: doc.hidden });
        return desktop?.ready();
      case 'render': return setBadge(message.num_new, message.latest_type);
      case 'renderAllSeen': return setBadge(0, null);
      case 'togglePanel': return setOpen(!open);
      case 'widescreen':
        iframe.classList.toggle('is-widescreen', message.widescreen);
        return options.onWidescreen?.(message.widescreen);
      case 'toggleShortcutsPopover':
      case 'closeShortcutsPopover':
      case 'requestNotifyPermission': // desktop notifications' messages reach `desktop` above, or nothing
      case 'notify':
      case 'closeNotify':
        return;
      default:
        return options.onNavigate?.(message);
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || isTyping(event)) return;
    if (event.key === 'n' || event.key === 'N') setOpen(!open);
    else if (event.key === 'Escape' && open) setOpen(false);
    else return;
    event.preventDefault();
  };
  const onVisibility = () => post({ action: 'toggleVisibility', hidden: doc.hidden });
  // Capture phase: this runs before the page's own handlers, so a page link that opens the panel
  // finds it closed here and is not taken for a click outside. Clicks inside the iframe stay there.
  const onPageClick = (event: MouseEvent) => {
    const target = event.target as Node | null;
    if (!open || !target || options.container.contains(target) || options.toggleButton?.contains(target)) return;
    setOpen(false);
  };

  win.addEventListener('message', onMessage);
  doc.addEventListener('visibilitychange', onVisibility);
  if (options.keyboard !== false) doc.addEventListener('keydown', onKey);
  if (options.closeOnOutsideClick !== false) doc.addEventListener('click', onPageClick, true);
  return {
    iframe,
    isOpen: () => open,
    unread: () => unread,
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(!open),
    showSite: (siteId) => void post({ action: 'showSite', siteId }),
    destroy() {
      win.removeEventListener('message', onMessage);
      doc.removeEventListener('visibilitychange', onVisibility);
      doc.removeEventListener('keydown', onKey);
      doc.removeEventListener('click', onPageClick, true);
      desktop?.dispose();
      iframe.remove();
    },
  };
}
