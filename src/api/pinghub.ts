import type { RequestCallback, WpcomCore } from './types.ts';

/** Event hooks a pinghub-capable handler (the cross-frame proxy) returns for a connection. */
interface PinghubConnection {
  onload?: (event: unknown) => void;
  onerror?: (event: unknown) => void;
  onabort?: (event: unknown) => void;
  onclose?: (event: unknown) => void;
}

/** Callback receiving pinghub events; the error slot carries the closing event. */
export type PinghubCallback = (error: unknown, event: unknown) => void;

const ignore: RequestCallback = () => undefined;

/**
 * Pinghub channels through the request handler (only the proxy handler implements them): the
 * handler's return value gets the onload/onerror/onabort/onclose hooks, as in wpcom.js.
 */
export class Pinghub {
  readonly conns: Record<string, unknown> = {};

  constructor(private readonly wpcom: WpcomCore) {}

  connect(path: string, callback: PinghubCallback): void {
    const connection = this.wpcom.req.get({ action: 'connect', path: `/pinghub${path}` }, ignore);
    this.conns[path] = connection;
    if (connection === null || typeof connection !== 'object') return;
    const hooks = connection as PinghubConnection;
    hooks.onload = (event) => callback(null, event);
    const fail = (event: unknown): void => {
      this.remove(path);
      callback(event, null);
    };
    hooks.onerror = fail;
    hooks.onabort = fail;
    hooks.onclose = fail;
  }

  disconnect(path: string): void {
    this.wpcom.req.get({ action: 'disconnect', path: `/pinghub${path}` }, ignore);
  }

  remove(path: string): void {
    delete this.conns[path];
  }
}
