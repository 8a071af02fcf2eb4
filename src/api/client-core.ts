import { Pinghub } from './pinghub.ts';
import { createRequestApi } from './request.ts';
import type { RequestApi, RequestHandler, VideoUploader, WpcomCore } from './types.ts';

/**
 * wpcom.js's core: the request handler, `req`, `pinghub`, the token and the video uploader. The
 * full client (client.ts) and the iframe's small one (src/frame/panel-client.ts) add their resources.
 */
export class WpcomCoreClient implements WpcomCore {
  apiVersion = '1.1';
  request: RequestHandler;
  readonly req: RequestApi;
  readonly pinghub: Pinghub;
  #token: string | undefined;
  #videoUploader: VideoUploader | undefined;

  constructor(handler: RequestHandler, token?: string) {
    this.request = handler;
    if (token) this.#token = token;
    this.req = createRequestApi(this);
    this.pinghub = new Pinghub(this);
  }

  /** The loaded token; an accessor so it never shows up when the client is logged or serialised. */
  get token(): string | undefined {
    return this.#token;
  }

  set token(token: string | undefined) {
    this.#token = token;
  }

  loadToken(token?: string): void {
    this.#token = token;
  }

  isTokenLoaded(): boolean {
    return this.#token !== undefined;
  }

  setVideoUploader(uploader: VideoUploader | undefined): void {
    this.#videoUploader = uploader;
  }

  getVideoUploader(): VideoUploader | undefined {
    return this.#videoUploader;
  }
}
