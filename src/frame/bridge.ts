import { effect } from '@preact/signals-core';
import type { Disposer } from '../core/bus.ts';
import type { PanelCore } from '../core/core.ts';
import type { EventOf } from '../core/events.ts';
import { httpUrl, safeHttpUrl } from '../core/safe-url.ts';
import { MESSAGE_TYPE, originAllowed, parseHostMessage, type HostToPanel, type PanelToHost } from './protocol.ts';

/** The iframe's link to its host page. */
export interface HostBridge {
  send(message: PanelToHost): void;
  dispose(): void;
}

/** What the bridge needs from the iframe's window. */
export interface BridgeOptions {
  core: PanelCore;
  window: Window;
  /** Host page origins allowed to talk to the panel (exact scheme://host[:port]). */
  hostOrigins: readonly string[];
  /** The host's desktop-notification messages (issue 34), checked; without it they are logged and dropped. */
  onDesktop?: (message: Extract<HostToPanel, { action: 'notifyPermission' | 'openNote' }>) => void;
}

function toHostMessage(event: EventOf<'link/openRequested'>): PanelToHost | null {
  const { siteId, postId, commentId } = event;
  switch (event.target) {
    case 'openSite': return siteId ? { action: 'openSite', siteId } : null;
    case 'openPost': return siteId && postId ? { action: 'openPost', siteId, postId } : null;
    case 'openComment':
    case 'editComment': return siteId && postId && commentId ? { action: event.target, siteId, postId, commentId } : null;
    case 'answerPrompt': {
      // The href comes from note data and the host routes on it: only http(s) leaves the frame.
      const href = safeHttpUrl(event.url);
      return siteId && href ? { action: 'answerPrompt', siteId, href } : null;
    }
    case 'url': return null;
  }
}

/**
 * Connects the panel to its parent: accepts messages only from the parent window, from an allowed
 * origin, flagged and well-formed (the rest are logged, never acted on), and tells the host what
 * the panel needs.
 */
export function connectHost(options: BridgeOptions): HostBridge {
  const { core, window: win, hostOrigins } = options;
  const logger = core.services.logger;
  // Messages go to the parent's origin as the browser reports it, and only if it is allowed; never to
  // a guess or to '*'. Until it is known, the latest message of each kind waits for the parent's first.
  let hostOrigin = reportedParentOrigin(win, hostOrigins);
  const held = new Map<PanelToHost['action'], PanelToHost>();

  const send = (message: PanelToHost) => {
    if (!hostOrigin) {
      held.set(message.action, message);
      return logger.warn(`${message.action} held: no allowed parent origin yet`);
    }
    win.parent.postMessage({ type: MESSAGE_TYPE, ...message }, hostOrigin);
  };
  const verified = (origin: string) => {
    hostOrigin = origin;
    const waiting = [...held.values()];
    held.clear();
    waiting.forEach(send);
  };
  const apply = (message: HostToPanel) => {
    if (message.action === 'togglePanel') {
      core.append(message.showing ? { type: 'panel/opened' } : { type: 'panel/closed' });
      if (message.showing) core.append({ type: 'shortcuts/enabled' });
    } else if (message.action === 'toggleVisibility') {
      core.append({ type: 'document/visibilityChanged', visible: !message.hidden });
    } else if (message.action === 'showSite') {
      core.append({ type: 'site/chosen', siteId: message.siteId });
    } else if (message.action === 'notifyPermission' || message.action === 'openNote') {
      if (options.onDesktop) options.onDesktop(message);
      else logger.warn(`${message.action} ignored: not opted in`);
    } else {
      core.append({ type: 'inbox/messageReceived', message: { action: 'refreshNotes' } });
    }
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || win.parent === win) return logger.warn('message ignored: not from the parent window');
    if (!originAllowed(event.origin, hostOrigins)) return logger.warn(`message ignored: origin ${event.origin} is not allowed`);
    const parsed = parseHostMessage(event.data);
    if (!parsed.ok) return logger.warn(`message ignored: ${parsed.reason}`);
    verified(event.origin);
    apply(parsed.message);
  };
  const onPageHide = () => core.flush();

  win.addEventListener('message', onMessage);
  win.addEventListener('pagehide', onPageHide);
  const disposers: Disposer[] = [
    () => win.removeEventListener('message', onMessage),
    () => win.removeEventListener('pagehide', onPageHide),
    core.bus.on('panel/toggleRequested', () => send({ action: 'togglePanel' })),
    core.bus.on('shortcuts/popoverToggled', () => send({ action: 'toggleShortcutsPopover' })),
    core.bus.on('shortcuts/popoverClosed', () => send({ action: 'closeShortcutsPopover' })),
    core.bus.on('link/openRequested', (event) => {
      const message = toHostMessage(event);
      const url = safeHttpUrl(event.url);
      if (message) send(message);
      else if (url) win.open(url, '_blank', 'noopener,noreferrer');
      else logger.warn(`link not opened: ${JSON.stringify(event.url)} is not an http(s) URL`);
    }),
  ];
  let wide: boolean | null = null;
  disposers.push(
    effect(() => {
      const next = core.select.layout.value === 'widescreen';
      if (next !== wide) {
        if (wide !== null) send({ action: 'widescreen', widescreen: next });
        wide = next;
      }
    }),
  );
  send({ action: 'iFrameReady' });
  return { send, dispose: () => disposers.forEach((dispose) => dispose()) };
}

/**
 * The parent's origin when the browser tells it (`location.ancestorOrigins`, else the frame's
 * referrer) and it is allowed; null otherwise. postMessage delivers to it only if the parent really
 * has that origin.
 */
function reportedParentOrigin(win: Window, hostOrigins: readonly string[]): string | null {
  const reported = win.location?.ancestorOrigins?.[0] ?? httpUrl(win.document?.referrer)?.origin;
  return reported && originAllowed(reported, hostOrigins) ? reported : null;
}
