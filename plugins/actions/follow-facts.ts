/** What the follow action records (follow.ts): its requests and the platform's answers, about a user, not a note. */
import { definePluginEvent, readFields } from '../../src/core/index.ts';

const follow = { userId: 'id', following: 'boolean' } as const;

/** Asked to subscribe to (or leave) the site of user `userId`: the button, or an undo. */
export const followRequested = definePluginEvent('follow', 'requested', readFields(follow), { formerly: 'user/followRequested' });
/** The platform answered the follow call: `following` is its `is_following`. */
export const followSucceeded = definePluginEvent('follow', 'succeeded', readFields(follow), { formerly: 'user/followSucceeded' });
/** The follow call failed: the state goes back. */
export const followFailed = definePluginEvent('follow', 'failed', readFields({ ...follow, message: 'string' }), { formerly: 'user/followFailed' });
/** The follow call answered, but unreadably: the local state ends and the server's copy decides. */
export const followUnconfirmed = definePluginEvent('follow', 'unconfirmed', readFields({ userId: 'id', message: 'string' }), { formerly: 'user/followUnconfirmed' });
