/**
 * The platform's rest-proxy frame (`/wp-admin/rest-proxy/`), emulated over the mock platform: what
 * the hidden frame does with each message the page posts to it (REFERENCE §4).
 *
 * - a REST request is relayed to the API and answered `[body, status, headers, id]`;
 * - `{ metaAPI: { accessAllUsersBlogs: true } }` is granted with `'metaAPIupdated'`;
 * - a pinghub `connect` opens the realtime WebSocket at the request's path and answers each channel
 *   event as one more reply to that request, `[{ type, data }, 207, {}, id]` ('open', 'message',
 *   'error'); the socket's end is the final reply, `[{ type: 'close', data: { code, reason } }, 200, {}, id]`;
 * - a pinghub `disconnect` closes the socket of that path.
 *
 * Environment-neutral: it is given `fetch` and a WebSocket constructor, and a `reply` function per
 * message, so a test can put it behind a DOM frame and a browser page could host it as is.
 */
import { readBody, requestUrl } from '../src/api/fetch-handler.ts';
import type { RequestParams } from '../src/api/types.ts';
import type { WebSocketConstructor, WebSocketLike } from '../src/sync/realtime.ts';

/** Options of `createRestProxyFrame`. */
export interface RestProxyFrameOptions {
  /** The mock platform's HTTP origin (`running.url`). */
  apiUrl: string;
  /** Its WebSocket origin (`running.wsUrl`); a connect to `/pinghub/x` opens `${wsUrl}/pinghub/x`. */
  wsUrl: string;
  /** The browser's WebSocket, or `ws`'s in Node. */
  WebSocket: WebSocketConstructor;
  fetch?: typeof globalThis.fetch;
  /** Refuse the all-blogs access request this many times (default 0). */
  refuseAccess?: number;
}

/** The emulated frame. */
export interface RestProxyFrame {
  /** Handles one message the page posted; what the frame posts back goes to `reply`. */
  receive(message: unknown, reply: (data: unknown) => void): void;
  /** Every message received, in order: what the page asked the proxy for. */
  readonly received: Record<string, unknown>[];
  /** Closes the open channels. */
  dispose(): void;
}

interface Channel {
  socket: WebSocketLike;
  id: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Builds the emulated rest-proxy frame over a running mock platform. */
export function createRestProxyFrame(options: RestProxyFrameOptions): RestProxyFrame {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const channels = new Map<string, Channel>();
  const received: Record<string, unknown>[] = [];
  let refusals = options.refuseAccess ?? 0;

  function connect(path: string, id: unknown, reply: (data: unknown) => void): void {
    channels.get(path)?.socket.close();
    const socket = new options.WebSocket(`${options.wsUrl.replace(/\/+$/, '')}${path}`);
    const channel: Channel = { socket, id };
    channels.set(path, channel);
    socket.addEventListener('open', () => reply([{ type: 'open' }, 207, {}, id]));
    socket.addEventListener('message', (event) => reply([{ type: 'message', data: event.data }, 207, {}, id]));
    socket.addEventListener('error', () => reply([{ type: 'error' }, 207, {}, id]));
    socket.addEventListener('close', (event) => {
      if (channels.get(path) === channel) channels.delete(path);
      reply([{ type: 'close', data: { code: event.code, reason: event.reason } }, 200, {}, id]);
    });
  }

  async function relay(message: Record<string, unknown>, reply: (data: unknown) => void): Promise<void> {
    const params = { ...message, query: typeof message.query === 'string' ? message.query : '' } as unknown as RequestParams;
    const headers: Record<string, string> = { Accept: 'application/json' };
    // The real frame signs requests with the user's session; the mock accepts any token.
    if (typeof message.token === 'string') headers.Authorization = `Bearer ${message.token}`;
    const method = params.method ?? 'GET';
    let body: string | undefined;
    if (method !== 'GET' && method !== 'HEAD' && message.body !== undefined && message.body !== null) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(message.body);
    }
    try {
      const response = await fetchImpl(requestUrl(params, options.apiUrl), { method, headers, body });
      const replyHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => void (replyHeaders[name] = value));
      reply([await readBody(response), response.status, replyHeaders, message.callback]);
    } catch (error) {
      reply([{ error: 'network_error', message: error instanceof Error ? error.message : String(error) }, 0, {}, message.callback]);
    }
  }

  return {
    received,
    receive(message, reply) {
      if (!isRecord(message)) return;
      received.push(message);
      const id = message.callback;
      if (message.abort) return;
      if (isRecord(message.metaAPI)) {
        const refused = refusals > 0;
        if (refused) refusals -= 1;
        reply(refused ? [{ error: 'access_denied', message: 'Access to all blogs was refused' }, 403, {}, id] : ['metaAPIupdated', 200, {}, id]);
        return;
      }
      const path = typeof message.path === 'string' ? message.path : '';
      if (message.action === 'connect') return connect(path, id, reply);
      if (message.action === 'disconnect') {
        channels.get(path)?.socket.close();
        reply([null, 200, {}, id]);
        return;
      }
      void relay(message, reply);
    },
    dispose() {
      for (const channel of channels.values()) channel.socket.close();
      channels.clear();
    },
  };
}
