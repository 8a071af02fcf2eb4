/**
 * The platform API client, a typed drop-in for `wpcom` 7.1.1: `wpcom(token?, handler?)`, callable
 * with or without `new`; when the first argument is a function it is the request handler.
 */
import { Batch } from './batch.ts';
import { Wpcom } from './client.ts';
import { Domain } from './domain/domain.ts';
import { Domains } from './domain/domains.ts';
import { Pinghub } from './pinghub.ts';
import { Plans } from './plans.ts';
import { createRequestApi } from './request.ts';
import { Site } from './site/site.ts';
import type { RequestHandler, VideoUploader, WpcomClient } from './types.ts';
import { Users } from './users.ts';

/** The factory's call and construct signatures plus wpcom.js's re-exported classes. */
export interface WpcomFactory {
  (token?: string | RequestHandler | null, requestHandler?: RequestHandler | null): WpcomClient;
  new (token?: string | RequestHandler | null, requestHandler?: RequestHandler | null): WpcomClient;
  readonly Batch: typeof Batch;
  readonly Domain: typeof Domain;
  readonly Domains: typeof Domains;
  readonly Pinghub: typeof Pinghub;
  readonly Plans: typeof Plans;
  readonly Request: typeof createRequestApi;
  readonly Site: typeof Site;
  readonly Users: typeof Users;
}

// wpcom.js uploads VideoPress files itself; ours does too, loading tus-js-client only on first use so
// the panel's bundle does not carry it.
const lazyVideoUploader: VideoUploader = async (args) => {
  const { uploadVideo } = await import('./upload/videopress.ts');
  return uploadVideo(args);
};

function createClient(token?: string | RequestHandler | null, requestHandler?: RequestHandler | null): WpcomClient {
  // Returning an object from a function called with `new` makes `new` yield that object.
  const client = new Wpcom(token, requestHandler);
  client.setVideoUploader(lazyVideoUploader);
  return client;
}
createClient.prototype = Wpcom.prototype;

/** `new wpcom(…)` too: a function called with `new` that returns an object yields that object. */
const callableWithNew = createClient as typeof createClient & { new (token?: string | RequestHandler | null, requestHandler?: RequestHandler | null): WpcomClient };

const wpcom: WpcomFactory = Object.assign(callableWithNew, {
  Batch,
  Domain,
  Domains,
  Pinghub,
  Plans,
  Request: createRequestApi,
  Site,
  Users,
});

export default wpcom;
export { Wpcom };
export { createFetchHandler, type FetchHandlerOptions } from './fetch-handler.ts';
export { AbortError, ApiError, NetworkError, ParseError, RequestError, TimeoutError, type ErrorRequestInfo } from './errors.ts';
export { createProxyHandler, type ProxyHandler, type ProxyHandlerOptions } from './proxy/index.ts';
export { stringifyQuery } from './query-string.ts';
export type * from './types.ts';
// What a plugin needs to read a note again after acting on it (plugins/lib/reload.ts), and to parse
// notes as the panel does (a plugin's tests, from fixtures of real payloads).
export { fetchNote, type NotesPage } from './notifications.ts';
export { NoteSchema, parseEach, withReadFlag, type DroppedEntry } from './schema.ts';
// The reply box's look-ups: who is replying, and whom a reply may mention (the reply plugin's profile and mentions).
export { fetchMe, fetchSuggestions, type Me, type SuggestionUser } from './people.ts';
