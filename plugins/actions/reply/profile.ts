/**
 * Who is replying (reply.ts declares this): the reply box shows the user's own avatar (the
 * composer's `avatar` slot), so the first opened note that offers a reply asks /me once (id, login,
 * display name and avatar in one call) and records the answer, which a replayed log folds like any
 * other fact. A failure is only logged (the box works without the picture); a note opened at least
 * PROFILE_RETRY_MS later asks again, so a user stepping through comments with j does not send one
 * failing /me call per note.
 */
import { fetchMe } from '../../../src/api/index.ts';
import {
  defineState,
  definePluginEvent,
  errorMessage,
  hasFlag,
  isRecord,
  noData,
  noteFlags,
  readFields,
  type ComposerPerson,
  type EffectTable,
  type NoteContext,
} from '../../../src/core/index.ts';

/** How long after a failed /me call the next opened note may ask again. */
export const PROFILE_RETRY_MS = 60_000;

/** The signed-in user, as /me describes them; the name and picture may be missing. */
export interface Profile {
  id: number;
  username: string;
  displayName?: string | undefined;
  avatarUrl?: string | undefined;
}

const readProfile = readFields({ id: 'number', username: 'string', displayName: 'string?', avatarUrl: 'string?' });
const isProfile = (value: unknown): value is Profile => readProfile(value) !== null;

/** /me answered: who is replying. */
export const profileReceived = definePluginEvent('reply', 'profileReceived', readFields({ profile: isProfile }), { formerly: 'me/received' });
/** A /me call failed. */
const profileFailed = definePluginEvent('reply', 'profileFailed', noData);

/** The profile's facts, for the action's `facts`. */
export const profileFacts = [profileReceived, profileFailed];

/** The profile's part of the reply slice. */
export interface ProfileFields {
  /** Which selection asked /me and waits for its answer (its `seq`); null when nothing waits. */
  profileAskedBy: number | null;
  /** When the last /me call failed (the failure's logged `at`); null when none has. */
  profileFailedAt: number | null;
  /** The signed-in user, once /me answered; null before. */
  me: Profile | null;
}

/** The ask, its end and its answer, folded into the reply slice (state.ts). Pure: the asking selection is named by its stamped `seq`. */
export const profileState = defineState<ProfileFields>('reply', {
  init: () => ({ profileAskedBy: null, profileFailedAt: null, me: null }),
  on: {
    'note/selected': (slice, event, state) => {
      const note = state.notes[event.id];
      if (slice.profileAskedBy !== null || slice.me !== null || !note || !hasFlag(noteFlags(note), 'replyto-comment')) return slice;
      if (slice.profileFailedAt !== null && event.at - slice.profileFailedAt < PROFILE_RETRY_MS) return slice;
      return { ...slice, profileAskedBy: event.seq };
    },
    ...profileFailed.on((slice: ProfileFields, { at }) => ({ ...slice, profileAskedBy: null, profileFailedAt: at })),
    ...profileReceived.on((slice: ProfileFields, { data }) => ({ ...slice, me: data.profile, ...(slice.profileAskedBy !== null ? { profileAskedBy: null, profileFailedAt: null } : {}) })),
  },
  check: (value) => isRecord(value) && (value.me === null || isProfile(value.me)),
});

/** The effect reply.ts names: the selection that asked runs the call. */
export const profileEffects: EffectTable = {
  'note/selected': async (event, context) => {
    if (profileState.read(context.state()).profileAskedBy !== event.seq) return undefined;
    try {
      const me = await fetchMe(context.wpcom);
      const profile = {
        id: me.ID,
        username: me.username,
        displayName: me.display_name?.trim() || undefined,
        avatarUrl: me.avatar_URL || undefined,
      };
      return profileReceived.make(null, { profile });
    } catch (error) {
      context.logger.warn(`the user's profile (/me) failed: ${errorMessage(error)}`);
      return profileFailed.make(null, {});
    }
  },
};

/** The composer's `avatar` slot: the signed-in user, once known. */
export function writerOf({ state }: NoteContext): ComposerPerson | null {
  const { me } = profileState.read(state);
  return me ? { id: me.id, name: me.displayName ?? me.username, avatarUrl: me.avatarUrl } : null;
}
