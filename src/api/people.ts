/**
 * The reply box's lookups (SPEC §7): @-mention suggestions and who is replying. Their own module:
 * only the reply action calls them, and its code loads with the first open, so the first load
 * carries neither the calls nor their schemas.
 */
import * as v from 'valibot';
import type { NotificationsClient } from './notifications.ts';
import { NumberLike, parseEach, type DroppedEntry } from './schema.ts';

/** An @-mention suggestion; `name` falls back to "login display name". */
export const SuggestionUserSchema = v.pipe(
  v.looseObject({
    ID: NumberLike,
    user_login: v.string(),
    display_name: v.optional(v.string(), ''),
    image_URL: v.optional(v.string()),
    name: v.optional(v.string()),
  }),
  v.transform((user) => ({ ...user, name: user.name || `${user.user_login} ${user.display_name}`.trim() })),
);

/** GET /me?fields=ID,username,display_name,avatar_URL: who is replying (the name and picture are optional). */
export const MeSchema = v.looseObject({
  ID: NumberLike,
  username: v.string(),
  display_name: v.optional(v.string()),
  avatar_URL: v.optional(v.string()),
});

/** A parsed @-mention suggestion. */
export type SuggestionUser = v.InferOutput<typeof SuggestionUserSchema>;
/** The current user. */
export type Me = v.InferOutput<typeof MeSchema>;

/** GET /users/suggest?site_id= — @-mention suggestions; malformed entries are dropped. */
export async function fetchSuggestions(
  client: NotificationsClient,
  siteId: number | string,
): Promise<{ suggestions: SuggestionUser[]; dropped: DroppedEntry[] }> {
  const response = await client.req.get('/users/suggest', { site_id: siteId });
  const list = v.safeParse(v.looseObject({ suggestions: v.array(v.unknown()) }), response);
  if (!list.success) throw new Error('Malformed suggestions response: expected { suggestions: [] }');
  const { items, dropped } = parseEach(SuggestionUserSchema, list.output.suggestions);
  return { suggestions: items, dropped };
}

/** GET /me?fields=ID,username,display_name,avatar_URL: the user's id and profile, in one call. */
export async function fetchMe(client: NotificationsClient): Promise<Me> {
  const response = await client.req.get('/me', { fields: 'ID,username,display_name,avatar_URL' });
  const parsed = v.safeParse(MeSchema, response);
  if (!parsed.success) throw new Error('Malformed /me response');
  return parsed.output;
}
