import { Batch } from './batch.ts';
import { typed } from './endpoint.ts';
import { queryArgs } from './calls.ts';
import { Domain } from './domain/domain.ts';
import { Domains } from './domain/domains.ts';
import { Pinghub } from './pinghub.ts';
import { Plans } from './plans.ts';
import { createRequestApi, sendRequest } from './request.ts';
import { Site, type SiteResource } from './site/site.ts';
import type { QueryCall, RequestApi, RequestHandler, VideoUploader, WpcomCore } from './types.ts';
import { Users } from './users.ts';

/** Handler used when none is given: every call fails with wpcom.js's message. */
const missingHandler: RequestHandler = (_params, callback) => {
  callback(new Error('No request handler provided'));
};

/** The platform API client: wpcom.js's public surface, typed. */
export class Wpcom implements WpcomCore {
  apiVersion = '1.1';
  request: RequestHandler;
  readonly req: RequestApi;
  readonly pinghub: Pinghub;
  #token: string | undefined;
  #videoUploader: VideoUploader | undefined;

  constructor(token?: string | RequestHandler | null, requestHandler?: RequestHandler | null) {
    let handler = requestHandler;
    if (typeof token === 'function') {
      handler = token;
      token = null;
    }
    if (token) this.#token = token;
    this.request = handler ?? missingHandler;
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

  domains(): Domains {
    return new Domains(this);
  }

  domain(domainId: string): Domain {
    return new Domain(domainId, this);
  }

  site(id: string | number): SiteResource {
    return new Site(id, this) as SiteResource;
  }

  users(): Users {
    return new Users(this);
  }

  plans(): Plans {
    return new Plans(this);
  }

  batch(): Batch {
    return new Batch(this);
  }

  /** GET /freshly-pressed. */
  readonly freshlyPressed: QueryCall = typed((...args: unknown[]) => {
    const { query, callback } = queryArgs(args);
    return sendRequest(this, '/freshly-pressed', query, null, callback);
  });
}

/** A client instance. */
export type WpcomClient = Wpcom;
