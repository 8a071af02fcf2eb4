/**
 * The Subscribe toggle's call (follow.ts declares the action and decides when to call): follow or
 * unfollow, and an unreadable answer reloads the notes instead of guessing. Loaded on first use
 * (src/core lazyModule).
 */
import { errorMessage, noteFlags, type EffectContext, type PanelEvent, type PanelState } from '../../src/core/index.ts';
import { reloadNote } from '../lib/reload.ts';
import { siteFollow } from '../lib/site-calls.ts';

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
  context.logger.warn(`follow call for user ${userId} answered unreadably (${message}); reloading the notes that show the user`);
  const shown = Object.values(context.state().notes).filter((note) => noteFlags(note).follows.some((follow) => follow.userId === userId));
  const reloads = await Promise.all(shown.slice(0, RELOAD_MAX).map((note) => reloadNote(context, note.id)));
  return [{ type: 'user/followUnconfirmed', userId, message }, ...reloads.flat()];
}

/** The follow or unfollow call, answered by its success or failure event. */
export async function sendFollow(userId: number, following: boolean, context: EffectContext): Promise<PanelEvent | PanelEvent[]> {
  try {
    const siteId = siteOfUser(context.state(), userId);
    if (siteId === null) throw new Error(`No site is known for user ${userId}`);
    const follow = siteFollow(context.wpcom, siteId);
    const response: unknown = await (following ? follow.follow() : follow.unfollow());
    // Never guess: an answer without a readable is_following ends the local state and reloads.
    const isFollowing = (response as { is_following?: unknown } | null)?.is_following;
    if (typeof isFollowing !== 'boolean') return await unconfirmed(context, userId, 'no is_following in the answer');
    return { type: 'user/followSucceeded', userId, following: isFollowing };
  } catch (error) {
    // Reverted by the failure event, and the error goes on to the effects' failure home
    // (effect/failed plus an error log line): the spec's "revert and re-throw".
    const message = errorMessage(error);
    context.logger.error(`${following ? 'subscribe' : 'unsubscribe'} for user ${userId} failed: ${message}`, error);
    return [
      { type: 'user/followFailed', userId, following, message },
      { type: 'effect/failed', trigger: 'user/followRequested', message },
    ];
  }
}
