/** wpcom.js's guard messages, thrown verbatim so existing callers' checks keep working. */
export const SITE_ID_MESSAGE = '`site id` is not correctly defined';
export const SITE_ID_TYPE_MESSAGE = '`siteId` is not correctly defined';

/** True when an id was given (wpcom.js encodes a missing id to the truthy 'undefined'; we do not). */
export function isGiven(value: unknown): value is string | number {
  return value !== undefined && value !== null && value !== '';
}

/** Throws wpcom.js's Error when a resource is built without a site id. */
export function requireSiteId(siteId: string): void {
  if (!siteId) throw new Error(SITE_ID_MESSAGE);
}

/** Throws `new TypeError('`name` is not correctly defined')` for a missing constructor argument. */
export function requireTypeArg(value: unknown, name: string): void {
  if (!isGiven(value)) throw new TypeError(`\`${name}\` is not correctly defined`);
}
