/**
 * Test helper: serves the emulated rest-proxy frame (mock/rest-proxy.ts) behind the real hidden
 * iframe the proxy handler injects, in a DOM window (jsdom's). What the page posts to the frame's
 * window goes to the emulator; its replies come back as message events from the API origin and
 * from that frame's window, as the real frame's do, each a task later.
 */
import type { RestProxyFrame } from '../../mock/rest-proxy.ts';

const API_ORIGIN = 'https://public-api.wordpress.com';

/** Attaches `frame` to every rest-proxy iframe that appears in `win`; returns the disposer. */
export function serveProxyFrame(win: Window, frame: RestProxyFrame, proxyOrigin = API_ORIGIN): () => void {
  const attached = new WeakSet<HTMLIFrameElement>();
  const { MessageEvent, MutationObserver } = win as Window & typeof globalThis;
  const post = (source: Window, data: unknown) =>
    setTimeout(() => win.dispatchEvent(new MessageEvent('message', { data, origin: proxyOrigin, source })));
  const attach = () => {
    for (const element of win.document.querySelectorAll<HTMLIFrameElement>(`iframe[src^="${proxyOrigin}/wp-admin/rest-proxy/"]`)) {
      const target = element.contentWindow;
      if (!target || attached.has(element)) continue;
      attached.add(element);
      target.postMessage = ((data: unknown) => frame.receive(structuredClone(data), (reply) => post(target, reply))) as Window['postMessage'];
      post(target, 'ready');
    }
  };
  const observer = new MutationObserver(attach);
  observer.observe(win.document.body, { childList: true, subtree: true });
  attach();
  return () => {
    observer.disconnect();
    frame.dispose();
  };
}
