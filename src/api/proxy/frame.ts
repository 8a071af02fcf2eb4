import type { ProxyLogger } from './types.ts';

/** Options of `installProxyFrame`. */
export interface ProxyFrameOptions {
  window: Window;
  proxyOrigin: string;
  pageOrigin: string;
  /** Called once, when the frame posts 'ready'. */
  onReady: () => void;
  /** Called with every other message that passed the origin and source checks. */
  onMessage: (data: unknown) => void;
  log: ProxyLogger;
}

/** The hidden proxy iframe and the page's listener for its messages. */
export interface ProxyFrame {
  readonly element: HTMLIFrameElement;
  isReady(): boolean;
  /** The frame's window, or null when the element lost it (removed by some other script). */
  target(): Window | null;
  dispose(): void;
}

/** Injects the hidden frame and accepts messages only from the API origin and that frame's window. */
export function installProxyFrame(options: ProxyFrameOptions): ProxyFrame {
  const { window: win, proxyOrigin, pageOrigin, log } = options;
  let ready = false;
  const element = win.document.createElement('iframe');
  element.src = `${proxyOrigin}/wp-admin/rest-proxy/?v=2.0#${pageOrigin}`;
  element.style.display = 'none';
  element.setAttribute('aria-hidden', 'true');
  element.tabIndex = -1;

  const onWindowMessage = (event: MessageEvent): void => {
    const source = element.contentWindow;
    if (!source) return; // our frame has no window, so nothing can be from it
    if (event.origin !== proxyOrigin) {
      log('ignoring message from a foreign origin', event.origin);
      return;
    }
    if (event.source !== source) {
      log('ignoring message from a window other than the proxy frame');
      return;
    }
    if (event.data === 'ready') {
      if (!ready) {
        ready = true;
        options.onReady();
      }
      return;
    }
    options.onMessage(event.data);
  };

  win.addEventListener('message', onWindowMessage);
  win.document.body.appendChild(element);

  return {
    element,
    isReady: () => ready,
    target: () => element.contentWindow,
    dispose() {
      win.removeEventListener('message', onWindowMessage);
      element.remove();
      ready = false;
    },
  };
}
