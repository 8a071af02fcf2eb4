/**
 * Realtime clients. The loop sees one shape, the pinghub channel's: events typed 'open',
 * 'message' (JSON text in `data`), 'error' or 'close'; anything else is reported by the loop.
 */
import type { Pinghub } from '../api/pinghub.ts';

/** One event of a realtime channel. `type` is unchecked: servers and proxies send what they send. */
export interface RealtimeEvent {
  type?: string | undefined;
  data?: unknown;
}

/** An open (or opening) channel. */
export interface RealtimeConnection {
  close(): void;
}

/** Opens a channel on `path`; every event of it goes to `onEvent`. May throw when it cannot start. */
export interface RealtimeConnector {
  connect(path: string, onEvent: (event: RealtimeEvent) => void): RealtimeConnection;
}

/** What the connector reads from socket events (message data, close code and reason). */
interface SocketEvent {
  type?: string;
  data?: unknown;
  code?: number;
  reason?: string;
}

/** The part of the WebSocket API both the browser's and `ws` implement. */
export interface WebSocketLike {
  addEventListener(type: 'open' | 'message' | 'error' | 'close', listener: (event: SocketEvent) => void): void;
  close(): void;
}

/** A WebSocket constructor: `globalThis.WebSocket` in the browser, `ws`'s default export in Node. */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Options of `createWebSocketConnector`. */
export interface WebSocketConnectorOptions {
  /** Where the channel lives: `${baseUrl}${path}`, e.g. 'wss://public-api.wordpress.com/pinghub'. */
  baseUrl: string;
  /** Defaults to the global WebSocket (browsers, Node 22+); pass `ws` on Node 20. */
  WebSocket?: WebSocketConstructor;
}

/** A realtime client over a plain WebSocket. */
export function createWebSocketConnector(options: WebSocketConnectorOptions): RealtimeConnector {
  return {
    connect(path, onEvent) {
      const Socket = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
      if (!Socket) throw new Error('No WebSocket implementation: pass one (e.g. `ws`) to createWebSocketConnector');
      const socket = new Socket(`${options.baseUrl.replace(/\/+$/, '')}${path}`);
      let closed = false;
      socket.addEventListener('open', () => onEvent({ type: 'open' }));
      socket.addEventListener('message', (event) => onEvent({ type: 'message', data: event.data }));
      socket.addEventListener('error', () => onEvent({ type: 'error' }));
      socket.addEventListener('close', (event) => {
        if (closed) return;
        closed = true;
        onEvent({ type: 'close', data: { code: event.code, reason: event.reason } });
      });
      return {
        close() {
          // Our own close is not news to the loop, which already moved on.
          closed = true;
          socket.close();
        },
      };
    },
  };
}

/** Options of `createPinghubConnector`. */
export interface PinghubConnectorOptions {
  /**
   * Runs before each connect; the channel opens once it resolves and counts as failed when it
   * rejects. The iframe app asks the proxy for access to all the user's blogs here (SPEC §6).
   */
  ready?: () => Promise<void>;
}

/**
 * The channel event inside what pinghub hands over. The proxy delivers each channel event as a
 * request's load event whose body (`response`) is `{ type, data }`, as wpcom.js callers read it.
 */
export function pinghubEvent(event: unknown): RealtimeEvent {
  let response = event !== null && typeof event === 'object' ? (event as { response?: unknown }).response : undefined;
  if (typeof response === 'string') {
    try {
      response = JSON.parse(response);
    } catch {
      return {};
    }
  }
  return response !== null && typeof response === 'object' ? (response as RealtimeEvent) : {};
}

/** A realtime client over the API client's pinghub (the cross-frame proxy in the iframe). */
export function createPinghubConnector(pinghub: Pick<Pinghub, 'connect' | 'disconnect'>, options: PinghubConnectorOptions = {}): RealtimeConnector {
  return {
    connect(path, onEvent) {
      let closed = false;
      let connected = false;
      const open = () => {
        if (closed) return;
        connected = true;
        pinghub.connect(path, (error, event) => {
          if (closed) return;
          if (error) onEvent({ type: 'error', data: error });
          else onEvent(pinghubEvent(event));
        });
      };
      if (options.ready) {
        options.ready().then(open, (error: unknown) => {
          if (!closed) onEvent({ type: 'error', data: error });
        });
      } else open();
      return {
        close() {
          if (closed) return;
          closed = true;
          // A channel that never opened has nothing to disconnect.
          if (connected) pinghub.disconnect(path);
        },
      };
    },
  };
}
