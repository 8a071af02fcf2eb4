/**
 * Subscribe to the site of a user shown in a note. Optimistic: the label flips at once, clicks are
 * ignored while the call is in flight, success sets the state from `is_following`, failure reverts.
 * An answer without a readable `is_following` is not guessed at: the local state ends and the notes
 * showing the user are reloaded, so the server's copy decides. Any local state ends when a server
 * copy of a note showing the user arrives (reducers/notes.ts).
 */
import { defineAction, defineState, errorMessage, followFlagOf, isRecord, noteFlags, without, type ActionContext, type EffectContext, type FollowFlag, type Note, type PanelEvent, type PanelState, type UndoOffer } from '../../src/core/index.ts';
import { landedUnread, reloadNote } from '../lib/reload.ts';
import { followFailed, followRequested, followSucceeded, followUnconfirmed } from './follow-facts.ts';

/** One user's follow as the panel knows it before the platform's copy says so. */
export interface FollowState {
  following: boolean;
  inFlight: boolean;
  /** An undo that came while the call was out: the state to ask for once it answers. */
  queued?: boolean;
}

/** Follow states by user id. */
type Follows = Record<string, FollowState>;

const withUser = (follows: Follows, userId: number, state: FollowState): Follows => ({ ...follows, [userId]: state });

/** A follow call answered: the state it leaves, or the queued undo's request, now in flight. */
function settle(follows: Follows, userId: number, following: boolean): Follows {
  const queued = follows[userId]?.queued;
  return withUser(follows, userId, queued !== undefined && queued !== following ? { following: queued, inFlight: true } : { following, inFlight: false });
}

/** A server copy of a note showing a user ends that user's settled local state: the copy decides. */
function settleShown(follows: Follows, notes: readonly Note[]): Follows {
  // A replayed log's event may hold anything: only a list settles.
  if (Object.keys(follows).length === 0 || !Array.isArray(notes)) return follows;
  const shown = notes.flatMap((note) => noteFlags(note).follows.map((follow) => follow.userId));
  return without(follows, shown.filter((userId): userId is number => userId !== null && follows[userId]?.inFlight === false));
}

/**
 * The follow states. Clicks are ignored while a call is in flight (the button appends nothing then);
 * only an undo's revert arrives meanwhile, and it waits for the call's answer.
 */
export const follows = defineState<Follows>('follow', {
  init: () => ({}),
  on: {
    ...followRequested.on<Follows>((field, { data: { userId, following } }) => {
      const current = field[userId];
      if (!current?.inFlight) return withUser(field, userId, { following, inFlight: true });
      if (current.following === following && current.queued === undefined) return field;
      return withUser(field, userId, { ...current, queued: following });
    }),
    ...followSucceeded.on<Follows>((field, { data }) => settle(field, data.userId, data.following)),
    ...followFailed.on<Follows>((field, { data }) => settle(field, data.userId, !data.following)),
    ...followUnconfirmed.on<Follows>((field, { data }) => without(field, [data.userId])),
    'notes/received': (field, event) => settleShown(field, event.notes),
    'notes/unreadPageReceived': (field, event) => settleShown(field, event.notes),
  },
  // A replayed log's header may hold anything here: an odd value starts afresh.
  check: isRecord,
});

const followOf = (state: PanelState, userId: number | null): FollowState | undefined => (userId === null ? undefined : follows.read(state)[userId]);

/** The user a note's Subscribe button is about: the first user block with a follow flag. */
export function followTarget(note: Note): FollowFlag | null {
  return noteFlags(note).follows.find((follow) => follow.userId !== null) ?? null;
}

/** Whether the user is subscribed now: the local state first, then the block's flag. */
export function isFollowing(state: PanelState, follow: FollowFlag): boolean {
  return followOf(state, follow.userId)?.following ?? follow.following;
}

/** The events one Subscribe button appends (a user block's own button uses this too); none while in flight, or without a user. */
export function followEvents(state: PanelState, follow: FollowFlag | null): PanelEvent[] {
  if (follow?.userId == null || followOf(state, follow.userId)?.inFlight) return [];
  return [followRequested.make(null, { userId: follow.userId, following: !isFollowing(state, follow) })];
}

/** A Subscribe click as one undoable step on the note it was made from (none while in flight). */
export function followStep(state: PanelState, follow: FollowFlag | null, noteId: number): PanelEvent[] {
  const events = followEvents(state, follow);
  // Events mean a user to follow, so an undo.
  return events.length ? [...events, { type: 'undo/started', id: noteId, ...followUndo(state, follow)! }] : events;
}

/** What undoes a Subscribe click: the request for the state the user is in now. */
function followUndo(state: PanelState, follow: FollowFlag | null): UndoOffer | null {
  if (follow?.userId == null) return null;
  const following = isFollowing(state, follow);
  return { kind: following ? 'unfollow' : 'follow', revert: [followRequested.make(null, { userId: follow.userId, following })] };
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
  predicate: ({ state, note }) => followEvents(state, followTarget(note)).length > 0,
  perform: ({ state, note }) => followEvents(state, followTarget(note)),
  undo: ({ state, note }) => followUndo(state, followTarget(note)),
  track: (context) => ({ name: 'follow', properties: { following: !isOn(context), note_type: context.note.type } }),
  // One toggle on each user block that can be followed, instead of one in the action bar.
  userBlock: {
    iconOn: 'following',
    state(block, { state }) {
      const follow = followFlagOf(block);
      if (!follow) return null;
      return { on: isFollowing(state, follow), busy: followOf(state, follow.userId)?.inFlight === true };
    },
    perform: (block, { state, note }) => followStep(state, followFlagOf(block), note.id),
  },
  stateField: follows,
  undoTexts: {
    follow: { done: ['Subscribed', 'Subscribed to %d sites'], undone: ['Undone: subscription removed.', 'Undone: %d subscriptions removed.'] },
    unfollow: { done: ['Unsubscribed', 'Unsubscribed from %d sites'], undone: ['Undone: subscribed again.', 'Undone: subscribed again to %d sites.'] },
  },
  facts: [followRequested, followSucceeded, followFailed, followUnconfirmed],
  effects: {
    // A request the reducer put in flight goes out; one it queued (an undo) goes once the call out answers.
    ...followRequested.effect(({ data }, context) => sendDue(data.userId, context)),
    ...followSucceeded.effect(({ data }, context) => sendDue(data.userId, context)),
    ...followFailed.effect(({ data }, context) => sendDue(data.userId, context)),
  },
});

/** Sends the call the user's state has in flight, unless a request waits queued behind it (then the call is already out). */
function sendDue(userId: number, context: EffectContext): Promise<PanelEvent | PanelEvent[]> | undefined {
  const current = followOf(context.state(), userId);
  return current?.inFlight && current.queued === undefined ? sendFollow(userId, current.following, context) : undefined;
}

/** The site a user block names for this user, searched over every note the core holds. */
export function siteOfUser(state: PanelState, userId: number): number | null {
  for (const note of Object.values(state.notes)) {
    const follow = noteFlags(note).follows.find((candidate) => candidate.userId === userId && candidate.siteId !== null);
    if (follow) return follow.siteId;
  }
  return null;
}

/** At most this many notes are reloaded after an unreadable answer (usually the open one). */
const RELOAD_MAX = 5;

/** Ends the local state of `userId` and reloads the notes that show that user. */
async function unconfirmed(context: EffectContext, userId: number, message: string): Promise<PanelEvent[]> {
  context.logger.warn(`follow call for user ${userId} unreadable (${message}): reloading the user's notes`);
  const shown = Object.values(context.state().notes).filter((note) => noteFlags(note).follows.some((follow) => follow.userId === userId));
  const reloads = await Promise.all(shown.slice(0, RELOAD_MAX).map((note) => reloadNote(context, note.id)));
  return [followUnconfirmed.make(null, { userId, message }), ...reloads.flat()];
}

/** The follow or unfollow call, answered by its success or failure event. */
async function sendFollow(userId: number, following: boolean, context: EffectContext): Promise<PanelEvent | PanelEvent[]> {
  try {
    const siteId = siteOfUser(context.state(), userId);
    if (siteId === null) throw new Error(`No site is known for user ${userId}`);
    const follow = context.wpcom.site(siteId).follow();
    const response: unknown = await (following ? follow.follow() : follow.unfollow());
    // Never guess: an answer without a readable is_following ends the local state and reloads.
    const isFollowing = (response as { is_following?: unknown } | null)?.is_following;
    if (typeof isFollowing !== 'boolean') return await unconfirmed(context, userId, 'no is_following in the answer');
    return followSucceeded.make(null, { userId, following: isFollowing });
  } catch (error) {
    // A 2xx with an unreadable body: the platform did it; the server's copy says how it stands.
    if (landedUnread(error)) return unconfirmed(context, userId, errorMessage(error));
    // Reverted by the failure event, and the error goes on to the effects' failure home
    // (effect/failed plus an error log line): the spec's "revert and re-throw".
    const message = errorMessage(error);
    context.logger.error(`${following ? 'subscribe' : 'unsubscribe'} for user ${userId} failed: ${message}`, error);
    return [
      followFailed.make(null, { userId, following, message }),
      { type: 'effect/failed', trigger: followRequested.key, message },
    ];
  }
}
