import type { HttpRequest, HttpResponse } from 'tus-js-client';

/** Header carrying the upload JWT on every request to the video-uploads endpoint. */
export const TOKEN_HEADER = 'x-videopress-upload-token';
const KEY_HEADER = 'x-videopress-upload-key';
const KEY_TOKEN_HEADER = 'x-videopress-upload-key-token';

/** Options of `createTokenKeeper`. */
export interface TokenKeeperOptions {
  /** Token for creating the upload (POST). */
  uploadToken: string;
  /** Fetches the token of an upload the keeper has not seen created (resuming after a reload). */
  fetchKeyToken: (key: string) => Promise<string>;
  /** The upload endpoint: tokens go only to its origin, never to a stored or redirected URL elsewhere. */
  endpoint: string;
}

/** Puts the right token on each tus request: the upload token on creation, the key token afterwards. */
export interface TokenKeeper {
  beforeRequest(request: HttpRequest): Promise<void>;
  afterResponse(response: HttpResponse): void;
}

/** The upload key is the last path segment of an upload URL. */
export function uploadKeyFromUrl(url: string): string | undefined {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  return segments.at(-1);
}

/** Creates the token bookkeeping for one `uploadVideo` call. */
export function createTokenKeeper(options: TokenKeeperOptions): TokenKeeper {
  const tokensByKey = new Map<string, string>();
  const pendingByKey = new Map<string, Promise<string>>();

  async function tokenForKey(key: string): Promise<string> {
    const known = tokensByKey.get(key);
    if (known) return known;
    let pending = pendingByKey.get(key);
    if (!pending) {
      pending = options.fetchKeyToken(key).finally(() => pendingByKey.delete(key));
      pendingByKey.set(key, pending);
    }
    const token = await pending;
    tokensByKey.set(key, token);
    return token;
  }

  const origin = new URL(options.endpoint).origin;
  return {
    async beforeRequest(request) {
      if (new URL(request.getURL()).origin !== origin) {
        throw new Error(`tus: refusing to send the upload token to ${new URL(request.getURL()).origin}, not the upload endpoint's origin`);
      }
      // getMethod() is the protocol method even when the wire method is overridden.
      if (request.getMethod() === 'POST') {
        request.setHeader(TOKEN_HEADER, options.uploadToken);
        return;
      }
      const key = uploadKeyFromUrl(request.getURL());
      if (key) request.setHeader(TOKEN_HEADER, await tokenForKey(key));
    },
    afterResponse(response) {
      if (response.getStatus() >= 400) return;
      const key = response.getHeader(KEY_HEADER);
      const token = response.getHeader(KEY_TOKEN_HEADER);
      if (key && token) tokensByKey.set(key, token);
    },
  };
}
