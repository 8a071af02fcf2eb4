/**
 * Who is replying: the reply box shows the user's own avatar, so the first opened note that offers a
 * reply asks /me once (id, login, display name and avatar in one call) and records the answer as
 * `me/received`, which a replayed log folds like any other fact. A failure is only logged (the box
 * works without the picture) and the next such note asks again.
 */
import { fetchMe } from '../../src/api/notifications.ts';
import { errorMessage, hasFlag, noteFlags, type EffectTable, type LoggedEvent, type PanelState } from '../../src/core/index.ts';
import { SUGGESTIONS_PLUGIN } from './reply-suggestions.ts';

/** The `plugin/recorded` name of a failed /me call. */
export const PROFILE_FAILED = 'profileFailed';

/** Which selection asked /me and waits for its answer (its `seq`); null when nothing waits. */
export interface ProfileFetch {
  profileAskedBy: number | null;
}

function offersReply(state: PanelState, id: number): boolean {
  const note = state.notes[id];
  return note !== undefined && hasFlag(noteFlags(note), 'replyto-comment');
}

/** Folds the ask and its end. Pure: the asking selection is named by its stamped `seq`. */
export function reduceProfileFetch(field: ProfileFetch, event: LoggedEvent, state: PanelState): ProfileFetch {
  if (event.type === 'note/selected') {
    if (field.profileAskedBy !== null || state.me !== null || !offersReply(state, event.id)) return field;
    return { profileAskedBy: event.seq };
  }
  const failed = event.type === 'plugin/recorded' && event.plugin === SUGGESTIONS_PLUGIN && event.name === PROFILE_FAILED;
  if ((event.type === 'me/received' || failed) && field.profileAskedBy !== null) return { profileAskedBy: null };
  return field;
}

/** The selection that asked runs the one /me call. */
export const profileEffects: EffectTable = {
  'note/selected': async (event, context) => {
    const field = context.state().plugins[SUGGESTIONS_PLUGIN] as Partial<ProfileFetch> | undefined;
    if (field?.profileAskedBy !== event.seq) return undefined;
    try {
      const me = await fetchMe(context.wpcom);
      const profile = {
        id: me.ID,
        username: me.username,
        displayName: me.display_name?.trim() || undefined,
        avatarUrl: me.avatar_URL || undefined,
      };
      return { type: 'me/received', profile };
    } catch (error) {
      context.logger.warn(`the user's profile (/me) failed: ${errorMessage(error)}`);
      return { type: 'plugin/recorded', plugin: SUGGESTIONS_PLUGIN, name: PROFILE_FAILED, id: null };
    }
  },
};
