/**
 * How the iframe app reaches the platform: the REST API through the hidden rest-proxy frame, signed
 * in with the user's session, and the notes channel through the same proxy's pinghub, opened once
 * the proxy has granted access to all the user's blogs (SPEC §6, §7). A local platform (`?api=`,
 * loopback only) is reached the same way, through the proxy frame it serves at its own origin
 * (mock/rest-proxy-page.ts): the demo and the browser tests run the transport that ships, and the
 * iframe app carries no second one.
 */
import type { PanelClient } from './panel-client.ts';
import { createPanelClient } from './panel-client.ts';
import { createProxyHandler } from '../api/proxy/handler.ts';
import type { ProxyHandlerOptions } from '../api/proxy/types.ts';
import { errorMessage, type Logger } from '../core/logger.ts';
import { untilFailed } from '../core/once.ts';
import { createPinghubConnector, type RealtimeConnector } from '../sync/realtime.ts';

/** The API client and realtime channel of one iframe app. */
export interface PlatformConnection {
  client: PanelClient;
  realtime: RealtimeConnector;
  /** Removes the proxy frame; pending requests fail. */
  dispose(): void;
}

/** Options of `connectPlatform`. */
export interface PlatformOptions {
  /** A local platform's origin (`?api=`), whose proxy frame is used; null for the real platform. */
  apiBase: string | null;
  window: Window;
  logger: Logger;
  /** Overrides for the proxy handler (tests point it at an emulated frame). */
  proxy?: Omit<ProxyHandlerOptions, 'window'>;
}

/** Connects to the platform the frame config names. */
export function connectPlatform(options: PlatformOptions): PlatformConnection {
  const { apiBase, logger } = options;
  const proxy = createProxyHandler({ ...options.proxy, ...(apiBase ? { proxyOrigin: apiBase } : {}), window: options.window });
  const client = createPanelClient(proxy);
  // Asked once at start, as the platform's own panel does; a refusal is asked again by the next
  // realtime attempt, and each refusal counts as a failed attempt (3 of them fall back to polling).
  const allBlogsAccess = untilFailed(() =>
    proxy.requestAllBlogsAccess().catch((error: unknown) => {
      // A panel being disposed aborts the request: that is no refusal.
      if ((error as { name?: unknown } | null)?.name !== 'AbortError') logger.warn(`the API proxy refused access to all blogs: ${errorMessage(error)}`, error);
      throw error;
    }));
  allBlogsAccess().catch(() => undefined);
  return {
    client,
    realtime: createPinghubConnector(client.pinghub, { ready: allBlogsAccess }),
    dispose: () => proxy.dispose(),
  };
}

