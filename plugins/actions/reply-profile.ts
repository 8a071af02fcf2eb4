/**
 * Who is replying: the reply box shows the user's own avatar, so the first opened note that offers a
 * reply asks /me once (id, login, display name and avatar in one call) and records the answer as
 * `me/received`, which a replayed log folds like any other fact. A failure is only logged (the box
 * works without the picture); a note opened at least PROFILE_RETRY_MS later asks again, so a user
 * stepping through comments with j does not send one failing /me call per note.
 */
import { hasFlag, noteFlags, type PanelState, type SliceHandler } from '../../src/core/index.ts';
import { SUGGESTIONS_PLUGIN } from './reply-suggestions.ts';

/** The `plugin/recorded` name of a failed /me call. */
export const PROFILE_FAILED = 'profileFailed';

/** How long after a failed /me call the next opened note may ask again. */
export const PROFILE_RETRY_MS = 60_000;

/** Which selection asked /me and waits for its answer (its `seq`); null when nothing waits. */
export interface ProfileFetch {
  profileAskedBy: number | null;
  /** When the last /me call failed (the failure's logged `at`); null when none has. */
  profileFailedAt: number | null;
}

function offersReply(state: PanelState, id: number): boolean {
  const note = state.notes[id];
  return note !== undefined && hasFlag(noteFlags(note), 'replyto-comment');
}

/** The ask and its end, folded into the reply plugin's slice. Pure: the asking selection is named by its stamped `seq`. */
export const profileFetchHandlers = <T extends ProfileFetch>(): Record<string, SliceHandler<T>> => ({
  'note/selected': (slice, event, state) => {
    if (event.type !== 'note/selected') return slice;
    if (slice.profileAskedBy !== null || state.me !== null || !offersReply(state, event.id)) return slice;
    if (slice.profileFailedAt !== null && event.at - slice.profileFailedAt < PROFILE_RETRY_MS) return slice;
    return { ...slice, profileAskedBy: event.seq };
  },
  [`${SUGGESTIONS_PLUGIN}/${PROFILE_FAILED}`]: (slice, event) => ({ ...slice, profileAskedBy: null, profileFailedAt: event.at }),
  'me/received': (slice) => (slice.profileAskedBy !== null ? { ...slice, profileAskedBy: null, profileFailedAt: null } : slice),
});
