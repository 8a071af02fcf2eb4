import { Batch } from './batch.ts';
import { typed } from './endpoint.ts';
import { queryArgs } from './calls.ts';
import { Domain } from './domain/domain.ts';
import { Domains } from './domain/domains.ts';
import { Plans } from './plans.ts';
import { WpcomCoreClient } from './client-core.ts';
import { sendRequest } from './request.ts';
import { Site, type SiteResource } from './site/site.ts';
import type { QueryCall, RequestHandler } from './types.ts';
import { Users } from './users.ts';

/** Handler used when none is given: every call fails with wpcom.js's message. */
const missingHandler: RequestHandler = (_params, callback) => {
  callback(new Error('No request handler provided'));
};

/** The platform API client: wpcom.js's public surface, typed. */
export class Wpcom extends WpcomCoreClient {
  constructor(token?: string | RequestHandler | null, requestHandler?: RequestHandler | null) {
    // wpcom(handler) or wpcom(token, handler), as wpcom.js takes them.
    const handler = typeof token === 'function' ? token : requestHandler;
    super(handler ?? missingHandler, typeof token === 'string' && token ? token : undefined);
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
