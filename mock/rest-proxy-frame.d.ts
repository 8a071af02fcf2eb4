// Types of rest-proxy-frame.js (plain JavaScript so that browsers can load it as it is).
import type { WebSocketConstructor } from '../src/sync/realtime.ts';

/** Options of `createRestProxyFrame`. */
export interface RestProxyFrameOptions {
  /** The mock platform's HTTP origin (`running.url`). */
  apiUrl: string;
  /** Its WebSocket origin (`running.wsUrl`); a connect to `/pinghub/x` opens `${wsUrl}/pinghub/x`. */
  wsUrl: string;
  /** The browser's WebSocket, or `ws`'s in Node. */
  WebSocket: WebSocketConstructor;
  fetch?: typeof globalThis.fetch;
  /** Signs requests that carry no token of their own, as the real frame's session cookie does. */
  token?: string;
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

/** Builds the emulated rest-proxy frame over a running mock platform. */
export function createRestProxyFrame(options: RestProxyFrameOptions): RestProxyFrame;

/** Runs the frame in its page `win` for the loopback page named after `#`; null when there is none. */
export function startRestProxyPage(win: Window, options?: Partial<RestProxyFrameOptions>): RestProxyFrame | null;
