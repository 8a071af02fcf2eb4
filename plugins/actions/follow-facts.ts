/** What the follow action records (follow.ts): its requests and the platform's answers, about a user, not a note. */
import { definePluginEvent, isPositiveId, isRecord } from '../../src/core/index.ts';

/** A follow fact's user and state; null when the data does not read. */
function followOfData(data: unknown): { userId: number; following: boolean } | null {
  return isRecord(data) && isPositiveId(data.userId) && typeof data.following === 'boolean' ? { userId: data.userId, following: data.following } : null;
}

const withMessage = <T>(fields: T | null, data: unknown): (T & { message: string }) | null =>
  fields && isRecord(data) && typeof data.message === 'string' ? { ...fields, message: data.message } : null;

/** Asked to subscribe to (or leave) the site of user `userId`: the button, or an undo. */
export const followRequested = definePluginEvent('follow', 'requested', followOfData, { formerly: 'user/followRequested' });
/** The platform answered the follow call: `following` is its `is_following`. */
export const followSucceeded = definePluginEvent('follow', 'succeeded', followOfData, { formerly: 'user/followSucceeded' });
/** The follow call failed: the state goes back. */
export const followFailed = definePluginEvent('follow', 'failed', (data) => withMessage(followOfData(data), data), { formerly: 'user/followFailed' });
/** The follow call answered, but unreadably: the local state ends and the server's copy decides. */
export const followUnconfirmed = definePluginEvent(
  'follow',
  'unconfirmed',
  (data) => withMessage(isRecord(data) && isPositiveId(data.userId) ? { userId: data.userId } : null, data),
  { formerly: 'user/followUnconfirmed' },
);
