import type { WpcomPoster } from './types.ts';

function jwtPath(siteId: string | number): string {
  return `/sites/${encodeURIComponent(String(siteId))}/media/videopress-upload-jwt`;
}

function neverHappens(what: string): Error {
  return new Error(`videopress: the upload JWT answer carried no ${what}; this should never happen`);
}

function readField(answer: unknown, field: string): string | undefined {
  if (answer === null || typeof answer !== 'object') return undefined;
  const value = (answer as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Asks for the token that authorises creating an upload. A failed call rejects (the replaced
 * client left its promise pending forever); an answer without `upload_token` is a server fault.
 */
export async function requestUploadToken(wpcom: WpcomPoster, siteId: string | number): Promise<string> {
  // No body, as wpcom.js sends none (`req.post(params, {}, null, null)`).
  const answer = await wpcom.req.post({ path: jwtPath(siteId), apiNamespace: 'wpcom/v2' }, {}, null);
  const token = readField(answer, 'upload_token');
  if (!token) throw neverHappens('upload_token');
  return token;
}

/** Asks for the token of an existing upload, named by its key, so it can be resumed. */
export async function requestKeyToken(wpcom: WpcomPoster, siteId: string | number, key: string): Promise<string> {
  // The replaced client put the key among the request params only, which a handler such as the
  // fetch handler cannot send; the body carries it too, so it arrives whichever handler is installed.
  const answer = await wpcom.req.post({ path: jwtPath(siteId), apiNamespace: 'wpcom/v2', key }, {}, { key });
  const token = readField(answer, 'token');
  if (!token) throw neverHappens(`token for upload key ${key}`);
  return token;
}
