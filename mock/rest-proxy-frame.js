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
 * Plain JavaScript without imports, on purpose: the mock platform on a port serves this very file
 * to browsers as its proxy frame's script (mock/rest-proxy-page.ts), from the repository and from
 * the installed package alike, with no build step; Node and DOM tests import it through
 * mock/rest-proxy.ts. Types: rest-proxy-frame.d.ts.
 */

const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

// The fetch handler's URL rule (src/api/fetch-handler.ts, requestUrl), which this file cannot import.
function requestUrl(message, origin) {
  let base;
  if (message.apiNamespace === undefined) base = `/rest/v${message.apiVersion || '1.1'}`;
  else if (String(message.apiNamespace).includes('/')) base = `/${message.apiNamespace}`;
  else base = '/wp-json';
  const query = typeof message.query === 'string' && message.query ? `?${message.query}` : '';
  return `${origin.replace(/\/+$/, '')}${base}${message.path}${query}`;
}

// As the platform's frame relays a body: parsed JSON, the text when it is not JSON, null when empty.
async function readBody(response) {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Builds the emulated rest-proxy frame over a running mock platform. */
export function createRestProxyFrame(options) {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const channels = new Map();
  const received = [];
  let refusals = options.refuseAccess ?? 0;

  function connect(path, id, reply) {
    channels.get(path)?.socket.close();
    const socket = new options.WebSocket(`${options.wsUrl.replace(/\/+$/, '')}${path}`);
    const channel = { socket, id };
    channels.set(path, channel);
    socket.addEventListener('open', () => reply([{ type: 'open' }, 207, {}, id]));
    socket.addEventListener('message', (event) => reply([{ type: 'message', data: event.data }, 207, {}, id]));
    socket.addEventListener('error', () => reply([{ type: 'error' }, 207, {}, id]));
    socket.addEventListener('close', (event) => {
      if (channels.get(path) === channel) channels.delete(path);
      reply([{ type: 'close', data: { code: event.code, reason: event.reason } }, 200, {}, id]);
    });
  }

  async function relay(message, reply) {
    const headers = { Accept: 'application/json' };
    // The real frame signs requests with the user's session; the mock accepts any token.
    const token = typeof message.token === 'string' ? message.token : options.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    const method = typeof message.method === 'string' ? message.method : 'GET';
    let body;
    if (method !== 'GET' && method !== 'HEAD' && message.body !== undefined && message.body !== null) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(message.body);
    }
    try {
      const response = await fetchImpl(requestUrl(message, options.apiUrl), { method, headers, body });
      const replyHeaders = {};
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

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether `origin` is a page on this machine (mock/guard.ts's rule; this file cannot import it). */
function isLoopbackOrigin(origin) {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_NAMES.includes(url.hostname) && url.origin === origin;
  } catch {
    return false;
  }
}

/**
 * Runs the frame in its page, `win`, on the platform that served it: as the real frame, it serves
 * the page named after `#` in its address, and only that page, from its parent window. The page must
 * be on this machine: a website that frames the local platform's proxy gets no 'ready' and no answer.
 * Returns the frame, or null when the page is not one it serves.
 */
export function startRestProxyPage(win, options = {}) {
  const pageOrigin = decodeURIComponent(win.location.hash.slice(1));
  const parent = win.parent;
  if (!parent || parent === win || !isLoopbackOrigin(pageOrigin)) return null;
  const origin = win.location.origin;
  const frame = createRestProxyFrame({
    apiUrl: origin,
    wsUrl: origin.replace(/^http/, 'ws'),
    WebSocket: win.WebSocket,
    fetch: (input, init) => win.fetch(input, init),
    ...options,
  });
  win.addEventListener('message', (event) => {
    if (event.origin !== pageOrigin || event.source !== parent) return;
    let data = event.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return;
      }
    }
    frame.receive(data, (reply) => parent.postMessage(reply, pageOrigin));
  });
  win.addEventListener('pagehide', () => frame.dispose());
  parent.postMessage('ready', pageOrigin);
  return frame;
}
