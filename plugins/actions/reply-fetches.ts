/**
 * The reply box's two fetches (reply.ts declares them): the user's profile (/me) when the first note
 * offering a reply opens, and a site's mention suggestions when a reply box asks. Failures are
 * only logged, as the box works without either.
 */
import { fetchMe, fetchSuggestions } from '../../src/api/people.ts';
import { errorMessage, type EffectTable } from '../../src/core/index.ts';
import { PROFILE_FAILED, type ProfileFetch } from './reply-profile.ts';
import { SUGGESTIONS_PLUGIN } from './reply-suggestions.ts';

/** The effects reply.ts names. */
export const replyFetchEffects: EffectTable = {
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
  'plugin/recorded': async (event, context) => {
    if (event.plugin !== SUGGESTIONS_PLUGIN || event.name !== 'suggestionsRequested' || event.id === null) return undefined;
    try {
      const { suggestions } = await fetchSuggestions(context.wpcom, event.id);
      return { type: 'suggestions/received', siteId: event.id, users: suggestions };
    } catch (error) {
      // Suggestions are a nicety: the reply box works without them, so nothing is shown.
      context.logger.warn(`suggestions for site ${event.id} failed: ${errorMessage(error)}`);
      return { type: 'plugin/recorded', plugin: SUGGESTIONS_PLUGIN, name: 'suggestionsFailed', id: event.id };
    }
  },
};
