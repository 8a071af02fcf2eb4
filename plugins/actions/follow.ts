/**
 * Subscribe to the site of a user shown in a note. Optimistic: the label flips at once, clicks are
 * ignored while the call is in flight, success sets the state from `is_following`, failure reverts.
 * An answer without a readable `is_following` is not guessed at: the local state ends and the notes
 * showing the user are reloaded, so the server's copy decides. Any local state ends when a server
 * copy of a note showing the user arrives (reducers/notes.ts).
 */
import { defineAction, errorMessage, lazyModule, noteFlags, type ActionContext, type EffectContext, type FollowFlag, type Note, type PanelEvent, type PanelState } from '../../src/core/index.ts';

/** The follow and unfollow call (follow-calls.ts), loaded on first use. */
const calls = lazyModule(() => import('./follow-calls.ts'));

/**
 * The call for `userId`, decided now (at the event) and sent once its code is there. Code that did
 * not arrive (offline) fails the step like a failed call: the toggle reverts, nothing stays in flight.
 */
function send(userId: number, following: boolean, context: EffectContext): Promise<PanelEvent | PanelEvent[]> {
  return calls.get().then(
    (module) => module.sendFollow(userId, following, context),
    (error: unknown) => {
      // The toggle reverts, and the error goes on to the effects' failure home, as a failed call's does.
      const message = errorMessage(error);
      context.logger.error(`follow for user ${userId} could not run: ${message}`, error);
      return [
        { type: 'user/followFailed', userId, following, message },
        { type: 'effect/failed', trigger: 'user/followRequested', message },
      ];
    },
  );
}

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

/** A Subscribe click as one undoable step on the note it was made from (none while in flight). */
export function followStep(state: PanelState, follow: FollowFlag, noteId: number | null): PanelEvent[] {
  const events = followEvents(state, follow);
  if (events.length === 0 || noteId === null || follow.userId === null) return events;
  const following = isFollowing(state, follow);
  const revert: PanelEvent[] = [{ type: 'user/followRequested', userId: follow.userId, following }];
  return [...events, { type: 'undo/started', id: noteId, kind: following ? 'unfollow' : 'follow', revert }];
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
  undo: (context) => {
    const follow = followTarget(context.note);
    if (follow?.userId == null) return null;
    const following = isFollowing(context.state, follow);
    return { kind: following ? 'unfollow' : 'follow', revert: [{ type: 'user/followRequested', userId: follow.userId, following }] };
  },
  track: (context) => ({ name: 'follow', properties: { following: !isOn(context), note_type: context.note.type } }),
  effects: {
    // The call's code loads with the open note, before its Subscribe button can be pressed.
    'note/selected': () => calls.preload(),
    'user/followRequested': (event, context) => {
      const current = context.state().follows[event.userId];
      // The reducer ignored this click (one was in flight), or queued it (an undo): no call now.
      if (!current?.inFlight || current.following !== event.following || current.queued !== undefined) return undefined;
      return send(event.userId, event.following, context);
    },
    // An undo queued behind a call goes out once that call answers.
    'user/followSucceeded': (event, context) => sendQueued(event.userId, context),
    'user/followFailed': (event, context) => sendQueued(event.userId, context),
  },
});

function sendQueued(userId: number, context: EffectContext): Promise<PanelEvent | PanelEvent[]> | undefined {
  const current = context.state().follows[userId];
  return current?.inFlight ? send(userId, current.following, context) : undefined;
}
