/**
 * Subscribe to the site of a user shown in a note. Optimistic: the label flips at once, clicks are
 * ignored while the call is in flight, success sets the state from `is_following`, failure reverts.
 */
import { defineAction, errorMessage, noteFlags, type ActionContext, type FollowFlag, type Note, type PanelEvent, type PanelState } from '../../src/core/index.ts';

/** The user a note's Subscribe button is about: the first user block with a follow flag. */
export function followTarget(note: Note): FollowFlag | null {
  return noteFlags(note).follows.find((follow) => follow.userId !== null) ?? null;
}

/** Whether the user is subscribed now: the local state first, then the block's flag. */
export function isFollowing(state: PanelState, follow: FollowFlag): boolean {
  return follow.userId !== null ? (state.follows[follow.userId]?.following ?? follow.following) : follow.following;
}

/** The events one Subscribe button appends (a user block's own button uses this too); none while in flight. */
export function followEvents(state: PanelState, follow: FollowFlag): PanelEvent[] {
  if (follow.userId === null || state.follows[follow.userId]?.inFlight) return [];
  return [{ type: 'user/followRequested', userId: follow.userId, following: !isFollowing(state, follow) }];
}

/** The site a user block names for this user, searched over every note the core holds. */
export function siteOfUser(state: PanelState, userId: number): number | null {
  for (const note of Object.values(state.notes)) {
    const follow = noteFlags(note).follows.find((candidate) => candidate.userId === userId && candidate.siteId !== null);
    if (follow) return follow.siteId;
  }
  return null;
}

const isOn = ({ state, note }: ActionContext) => {
  const follow = followTarget(note);
  return follow !== null && isFollowing(state, follow);
};

/** The Subscribe toggle. */
export const followAction = defineAction({
  name: 'follow',
  icon: 'follow',
  flag: 'follow',
  label: { off: 'Subscribe', on: 'Subscribed' },
  isOn,
  predicate: ({ state, note }) => {
    const follow = followTarget(note);
    return follow !== null && followEvents(state, follow).length > 0;
  },
  perform: ({ state, note }) => followEvents(state, followTarget(note)!),
  track: (context) => ({ name: 'follow', properties: { following: !isOn(context), note_type: context.note.type } }),
  effects: {
    'user/followRequested': async (event, context) => {
      const current = context.state().follows[event.userId];
      // The reducer ignored this click (one was in flight): no second call.
      if (!current?.inFlight || current.following !== event.following) return undefined;
      try {
        const siteId = siteOfUser(context.state(), event.userId);
        if (siteId === null) throw new Error(`No site is known for user ${event.userId}`);
        const follow = context.wpcom.site(siteId).follow();
        const response = await (event.following ? follow.follow() : follow.unfollow());
        return { type: 'user/followSucceeded', userId: event.userId, following: response.is_following === true };
      } catch (error) {
        // Reverted by the failure event, and the error goes on to the effects' failure home
        // (effect/failed plus an error log line): the spec's "revert and re-throw".
        const message = errorMessage(error);
        context.logger.error(`${event.following ? 'subscribe' : 'unsubscribe'} for user ${event.userId} failed: ${message}`, error);
        return [
          { type: 'user/followFailed', userId: event.userId, following: event.following, message },
          { type: 'effect/failed', trigger: 'user/followRequested', message },
        ];
      }
    },
  },
});
