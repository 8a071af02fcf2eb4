import { AbortError, ApiError, NetworkError, TimeoutError, asError } from '../errors.ts';
import { frameMissingError } from './errors.ts';
import { installProxyFrame, type ProxyFrame } from './frame.ts';
import { isStreamRecord, parseFrameMessage, type ProxyReply } from './reply.ts';
import { createPendingRegistry, guarded, type PendingRequest } from './pending.ts';
import type { ProxyCallback, ProxyHandler, ProxyHandlerOptions, ProxyHeaders, ProxyRequest, ProxyRequestParams } from './types.ts';
import { toWireMessage } from './wire.ts';

const defaultLog = (message: string, ...details: unknown[]): void => console.debug(`[api proxy] ${message}`, ...details);

// randomUUID exists only in secure contexts; a plain-http page still gets unguessable ids.
function randomId(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Creates a wpcom.js request handler that reaches the API through the hidden rest-proxy frame. */
export function createProxyHandler(options: ProxyHandlerOptions = {}): ProxyHandler {
  const proxyOrigin = options.proxyOrigin ?? 'https://public-api.wordpress.com';
  const log = options.log ?? defaultLog;
  const nextId = options.random ?? randomId;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const pending = createPendingRegistry();
  const waitingForReady: string[] = [];
  let frame: ProxyFrame | null = null;

  function ensureFrame(): ProxyFrame {
    if (frame) return frame;
    const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
    if (!win) throw new Error('the API proxy needs a browser window');
    frame = installProxyFrame({
      window: win,
      proxyOrigin,
      pageOrigin: options.pageOrigin ?? win.location.origin,
      onReady: flushWaiting,
      onMessage,
      log,
    });
    return frame;
  }

  function settle(id: string, error: Error | null, body: unknown, headers?: ProxyHeaders): void {
    pending.deliver(id, error, body, headers, true);
  }

  function post(id: string): void {
    const request = pending.get(id);
    const target = frame?.target();
    if (!request) return;
    if (!target) {
      settle(id, frameMissingError(request.info), null);
      return;
    }
    try {
      target.postMessage(request.wire, proxyOrigin);
      request.sent = true;
    } catch (postError) {
      log('could not post a request to the frame', postError);
      settle(id, asError(postError), null);
    }
  }

  function flushWaiting(): void {
    for (const id of waitingForReady.splice(0)) post(id);
  }

  function handleReply(reply: ProxyReply): void {
    const request = pending.get(reply.id);
    if (!request) {
      log('ignoring a reply for no pending request', reply.id);
      return;
    }
    if (request.isMeta) {
      const granted = reply.body === 'metaAPIupdated';
      settle(reply.id, granted ? null : new ApiError(500, reply.body, request.info), reply.body, reply.headers);
      return;
    }
    if (isStreamRecord(reply)) {
      const { onStreamRecord } = request;
      if (onStreamRecord) guarded(() => onStreamRecord(reply.body));
      else log('dropping a stream record: the request has no onStreamRecord', reply.id);
      return;
    }
    // Any other 207 is one message of a channel kept open by the frame (pinghub): not the end.
    if (reply.status === 207) {
      pending.deliver(reply.id, null, reply.body, reply.headers, false);
      return;
    }
    const ok = reply.status >= 200 && reply.status < 300;
    // Status 0: the frame's request got no answer (offline, reset), which is no refusal by the API: a
    // NetworkError, as the fetch handler's, so the offline queue keeps the action for later.
    const error = ok ? null
      : reply.status === 0 ? new NetworkError((reply.body as { message?: unknown } | null)?.message ?? 'no answer', request.token, request.info)
      : new ApiError(reply.status, reply.body, request.info, request.token);
    settle(reply.id, error, reply.body, reply.headers);
  }

  function onMessage(raw: unknown): void {
    let data = raw;
    if (typeof raw === 'string') {
      try {
        data = JSON.parse(raw);
      } catch (parseError) {
        log('ignoring a string message that is not JSON', parseError);
        return;
      }
    }
    const message = parseFrameMessage(data);
    if (message.kind === 'reply') handleReply(message.reply);
    else if (message.kind === 'progress') {
      const request = pending.get(message.notice.id);
      if (request) startDeadline(message.notice.id, request);
      const onProgress = request?.onProgress;
      if (onProgress) guarded(() => onProgress(message.notice.progress));
    }
    else log(`ignoring a frame message: ${message.reason}`);
  }

  /** Nothing waits forever: a frame that never answers (gone, stalled) times the request out. */
  function startDeadline(id: string, request: PendingRequest): void {
    request.clearDeadline?.();
    if (timeoutMs <= 0) return;
    const timer = setTimeout(() => {
      log(`no answer from the frame in ${timeoutMs} ms`, id);
      cancel(id, request, new TimeoutError(timeoutMs, request.info));
    }, timeoutMs);
    request.clearDeadline = () => clearTimeout(timer);
  }

  function enqueue(id: string, request: PendingRequest): void {
    pending.add(id, request);
    startDeadline(id, request);
    let current: ProxyFrame;
    try {
      current = ensureFrame();
    } catch (installError) {
      settle(id, asError(installError), null);
      return;
    }
    if (current.isReady()) post(id);
    else waitingForReady.push(id);
  }

  /** Ends a request with `error`, and tells the frame to stop it if it has it. */
  function cancel(id: string, request: PendingRequest, error: Error): void {
    if (request.sent) frame?.target()?.postMessage({ abort: true, callback: id }, proxyOrigin);
    settle(id, error, null);
  }

  function abort(id: string): boolean {
    const request = pending.get(id);
    if (request) cancel(id, request, new AbortError('the request was aborted', request.info));
    return request !== undefined;
  }

  const handler = ((params: ProxyRequestParams, callback: ProxyCallback): ProxyRequest => {
    const id = nextId();
    const wire = toWireMessage(params, id);
    const handle: ProxyRequest = { id, abort: () => abort(id) };
    const request: PendingRequest = {
      info: { path: params.path, method: wire.method },
      wire,
      callback,
      handle,
      isMeta: false,
      sent: false,
      answered: false,
      onStreamRecord: params.onStreamRecord,
      onProgress: params.onProgress,
    };
    // Kept in the page only to scrub echoes of it from error replies; errors never carry it.
    if (params.token) request.token = params.token;
    const { signal } = params;
    if (signal) {
      const onAbort = (): void => void abort(id);
      signal.addEventListener('abort', onAbort, { once: true });
      request.detachSignal = () => signal.removeEventListener('abort', onAbort);
    }
    enqueue(id, request);
    if (signal?.aborted) abort(id);
    return handle;
  }) as ProxyHandler;

  handler.abort = abort;
  handler.requestAllBlogsAccess = () =>
    new Promise<void>((resolve, reject) => {
      const id = nextId();
      const wire = toWireMessage({ metaAPI: { accessAllUsersBlogs: true } }, id);
      const callback: ProxyCallback = (error) => (error ? reject(error) : resolve());
      const handle: ProxyRequest = { id, abort: () => abort(id) };
      enqueue(id, { info: { path: 'metaAPI', method: 'GET' }, wire, callback, handle, isMeta: true, sent: false, answered: false });
    });
  handler.dispose = () => {
    for (const id of pending.ids()) settle(id, new AbortError('the API proxy was disposed'), null);
    waitingForReady.length = 0;
    frame?.dispose();
    frame = null;
  };
  return handler;
}
