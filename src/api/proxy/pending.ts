import type { ErrorRequestInfo } from './errors.ts';
import type { ProxyCallback, ProxyEvent, ProxyHeaders, ProxyRequest, ProxyRequestParams } from './types.ts';
import type { WireMessage } from './wire.ts';

/** A request between the handler call and its final reply. */
export interface PendingRequest {
  info: ErrorRequestInfo;
  wire: WireMessage;
  callback: ProxyCallback;
  handle: ProxyRequest;
  isMeta: boolean;
  sent: boolean;
  /** The callback runs once, even when a pinghub channel keeps delivering 207 messages. */
  answered: boolean;
  onStreamRecord?: (record: unknown) => void;
  onProgress?: ProxyRequestParams['onProgress'];
  detachSignal?: () => void;
  /** The request's token, to scrub from error replies that echo it. */
  token?: string;
  /** Stops its deadline (see ProxyHandlerOptions.timeoutMs). */
  clearDeadline?: () => void;
}

/** Pending requests by callback id, and the one way their callers are told about an outcome. */
export interface PendingRegistry {
  add(id: string, request: PendingRequest): void;
  get(id: string): PendingRequest | undefined;
  ids(): string[];
  /** Tells the hooks and (once) the callback; `final` removes the request. */
  deliver(id: string, error: Error | null, body: unknown, headers: ProxyHeaders | undefined, final: boolean): void;
}

/** Runs caller code; a throw is logged so it cannot break the message listener or other requests. */
export function guarded(run: () => void): void {
  try {
    run();
  } catch (callbackError) {
    console.error('[api proxy] a request callback threw', callbackError);
  }
}

function eventFor(error: Error | null, body: unknown, headers: ProxyHeaders | undefined): ProxyEvent {
  if (!error) return { type: 'load', response: body, body, data: body, headers };
  return { type: error.name === 'AbortError' ? 'abort' : 'error', error, headers };
}

/** Creates the registry of pending requests of one handler. */
export function createPendingRegistry(): PendingRegistry {
  const pending = new Map<string, PendingRequest>();
  return {
    add: (id, request) => void pending.set(id, request),
    get: (id) => pending.get(id),
    ids: () => [...pending.keys()],
    deliver(id, error, body, headers, final) {
      const request = pending.get(id);
      if (!request) return;
      request.clearDeadline?.();
      if (final) {
        pending.delete(id);
        request.detachSignal?.();
      }
      const event = eventFor(error, body, headers);
      const { handle } = request;
      const hook = event.type === 'load' ? handle.onload : event.type === 'abort' ? handle.onabort : handle.onerror;
      if (hook) guarded(() => hook(event));
      if (request.answered) return;
      request.answered = true;
      guarded(() => request.callback(error, error ? null : body, headers));
    },
  };
}
