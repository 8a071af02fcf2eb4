/**
 * How the iframe app reaches the platform. On the real platform (no `?api=`): the REST API through
 * the hidden rest-proxy frame, signed in with the user's session, and the notes channel through the
 * same proxy's pinghub, opened once the proxy has granted access to all the user's blogs (SPEC §6,
 * §7). A local platform (`?api=`, loopback only) is reached with fetch and a plain WebSocket.
 */
import type { PanelClient } from './panel-client.ts';
import { asError } from '../api/errors.ts';
import type { RequestHandler } from '../api/types.ts';
import { createPanelClient } from './panel-client.ts';
import { createProxyHandler } from '../api/proxy/handler.ts';
import type { ProxyHandlerOptions } from '../api/proxy/types.ts';
import { errorMessage, type Logger } from '../core/logger.ts';
import { untilFailed } from '../core/once.ts';
import { createPinghubConnector, createWebSocketConnector, type RealtimeConnector } from '../sync/realtime.ts';

/** The API client and realtime channel of one iframe app. */
export interface PlatformConnection {
  client: PanelClient;
  realtime: RealtimeConnector;
  /** Removes the proxy frame (if any); pending requests fail. */
  dispose(): void;
}

/** Options of `connectPlatform`. */
export interface PlatformOptions {
  /** A local platform's origin (`?api=`); null for the real platform through the proxy. */
  apiBase: string | null;
  window: Window;
  logger: Logger;
  /** Overrides for the proxy handler (tests point it at an emulated frame). */
  proxy?: Omit<ProxyHandlerOptions, 'window'>;
}

const LOCAL_TOKEN = 'local-demo-token';

/** Connects to the platform the frame config names. */
export function connectPlatform(options: PlatformOptions): PlatformConnection {
  const { apiBase, logger } = options;
  if (apiBase) {
    return {
      client: createPanelClient(
        lateHandler(() => import('../api/fetch-handler.ts').then(({ createFetchHandler }) => createFetchHandler({ baseUrl: apiBase, token: LOCAL_TOKEN }))),
        LOCAL_TOKEN,
      ),
      realtime: createWebSocketConnector({ baseUrl: apiBase.replace(/^http/, 'ws') }),
      dispose: () => undefined,
    };
  }
  const proxy = createProxyHandler({ ...options.proxy, window: options.window });
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

/**
 * A handler whose code loads on the first request. Only a local platform (the demo, tests) talks
 * fetch; the real platform goes through the proxy, so its first load never carries the fetch
 * handler. The panel's client uses promises, never the value a handler returns.
 */
function lateHandler(load: () => Promise<RequestHandler>): RequestHandler {
  const loaded = untilFailed(load);
  return (params, callback) => {
    loaded().then(
      (handler) => handler(params, callback),
      (error: unknown) => callback(asError(error), undefined, undefined),
    );
    return undefined;
  };
}
