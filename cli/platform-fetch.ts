// The mock platform's msw handlers served to one tab's API client through a plain function: no
// global fetch interception, so a run cannot leak into (or be disturbed by) anything else in-process.
import { getResponse, type HttpHandler } from 'msw';

/** One API call a run made, as printed and compared. */
export interface ApiCall {
  tab: 1 | 2;
  method: string;
  path: string;
  body: string;
  /** The HTTP status, 'network error', or 'pending' while unanswered. */
  outcome: string;
}

const BODY_WIDTH = 80;

/** A body for people: compact JSON, clipped. */
function shortBody(text: string): string {
  if (!text) return '';
  let compact = text;
  try {
    compact = JSON.stringify(JSON.parse(text));
  } catch (error) {
    // A form or text body: shown as sent.
    if (!(error instanceof SyntaxError)) throw error;
  }
  return compact.length > BODY_WIDTH ? `${compact.slice(0, BODY_WIDTH - 1)}…` : compact;
}

/** A path and query for people: a long `fields` list is counted, not spelled out. */
function shortPath(url: URL): string {
  const query = decodeURIComponent(url.search).replace(/([?&]fields=)([^&]+)/, (whole, key: string, list: string) => {
    const fields = list.split(',');
    return fields.length > 3 ? `${key}${fields.slice(0, 2).join(',')},…(${fields.length})` : whole;
  });
  return `${decodeURIComponent(url.pathname)}${query}`;
}

/** A `fetch` answering from `handlers`; each call is appended to `calls` when sent, settled when answered. */
export function createPlatformFetch(handlers: readonly HttpHandler[], tab: 1 | 2, calls: ApiCall[], onActivity: () => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const call: ApiCall = { tab, method: request.method, path: shortPath(url), body: shortBody(body), outcome: 'pending' };
    calls.push(call);
    onActivity();
    try {
      const response = await getResponse([...handlers], request);
      if (!response) {
        call.outcome = '404 (no handler)';
        return Response.json({ error: 'unknown_path', message: `${request.method} ${url.pathname}` }, { status: 404 });
      }
      if (response.type === 'error') {
        call.outcome = 'network error';
        throw new TypeError('fetch failed (the mock network is down)');
      }
      call.outcome = String(response.status);
      return response;
    } finally {
      onActivity();
    }
  };
}

/** An API call as one line: `tab 2: POST /rest/v1.1/… {"status":"approved"} → 200`. */
export function formatCall(call: ApiCall): string {
  return `${call.tab === 2 ? 'tab 2: ' : ''}${call.method} ${call.path}${call.body ? ` ${call.body}` : ''} → ${call.outcome}`;
}
