/**
 * The platform's hidden rest-proxy frame as a page of the mock platform on a port, where the real
 * platform has it: `/wp-admin/rest-proxy/` on the API's origin. A panel given `?api=<this origin>`
 * reaches the local platform through it exactly as it reaches the real one (REFERENCE §4). Its
 * script is mock/rest-proxy-frame.js, served as it is: plain JavaScript beside this file, in the
 * repository and in the package (scripts/build-lib.ts copies it), so no build runs on serving.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the page is, as on the platform. */
export const REST_PROXY_PATH = '/wp-admin/rest-proxy/';
const SCRIPT_PATH = `${REST_PROXY_PATH}frame.js`;
const SCRIPT_FILE = new URL('./rest-proxy-frame.js', import.meta.url);

/** The local sign-in: the real frame signs requests with the user's session cookie, this one with the demo's token. */
export const LOCAL_TOKEN = 'local-demo-token';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>REST API proxy</title></head><body>
<script type="module">
import { startRestProxyPage } from ${JSON.stringify(SCRIPT_PATH)};
startRestProxyPage(window, { token: ${JSON.stringify(LOCAL_TOKEN)} });
</script>
</body></html>
`;

// Only pages on this machine may frame it (the script also serves only a loopback page); its
// scripts are its own. CSP has no source expression for an IPv6 address: a page on [::1] cannot
// frame it (use 127.0.0.1 or localhost).
const HEADERS = {
  'content-security-policy': "frame-ancestors http://127.0.0.1:* http://localhost:* https://127.0.0.1:* https://localhost:*; script-src 'self' 'unsafe-inline'",
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

let script: string | undefined;

/** Answers the proxy page and its script; false for any other request (the API answers it). */
export function handleRestProxyPage(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
  const method = incoming.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return false;
  const { pathname } = new URL(incoming.url ?? '/', 'http://localhost');
  let body: string;
  let type: string;
  if (pathname === REST_PROXY_PATH) [body, type] = [PAGE, 'text/html; charset=utf-8'];
  else if (pathname === SCRIPT_PATH) [body, type] = [(script ??= readFileSync(SCRIPT_FILE, 'utf8')), 'text/javascript; charset=utf-8'];
  else return false;
  outgoing.writeHead(200, { ...HEADERS, 'content-type': type, 'content-length': String(Buffer.byteLength(body)) });
  outgoing.end(method === 'HEAD' ? undefined : body);
  return true;
}
