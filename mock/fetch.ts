/**
 * The mock platform's handlers as a plain `fetch`: hand it to `createFetchHandler({ fetch })` and
 * the API client talks to the mock in-process, in Node or a browser, with no service worker and no
 * global interception (msw's `getResponse`).
 */
import { getResponse, type HttpHandler } from 'msw';

/** A `fetch` answered by `handlers`; a request no handler takes is the platform's 404. */
export function createMockFetch(handlers: readonly HttpHandler[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse([...handlers], request);
    if (!response) {
      const path = new URL(request.url).pathname;
      return Response.json({ error: 'unknown_path', message: `No route for ${request.method} ${path}` }, { status: 404 });
    }
    // A scenario's network fault (HttpResponse.error()): fail the way a real fetch does.
    if (response.type === 'error') throw new TypeError('Failed to fetch (the mock network is down)');
    return response;
  };
}
