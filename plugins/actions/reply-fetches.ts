/**
 * The reply box's two fetches (reply.ts declares them): the user's profile (/me) when the first note
 * offering a reply opens, and a site's mention suggestions when a reply box opens. Failures are
 * only logged, as the box works without either.
 */
import { fetchMe, fetchSuggestions } from '../../src/api/people.ts';
import { errorMessage, type EffectTable } from '../../src/core/index.ts';
import { PROFILE_FAILED } from './reply-profile.ts';
import { replyState } from './reply-state.ts';
import { SUGGESTIONS_PLUGIN } from './reply-suggestions.ts';

/** The effects reply.ts names. */
export const replyFetchEffects: EffectTable = {
  'note/selected': async (event, context) => {
    if (replyState.read(context.state()).profileAskedBy !== event.seq) return undefined;
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
  // Opening a reply box asks for its site's suggestions; the request fact runs the fetch (below).
  'reply/activated': (event, context) => {
    const state = context.state();
    const siteId = state.notes[event.id]?.meta?.ids?.site;
    // A site already answered (even with nobody to suggest) is not asked again.
    if (siteId === undefined || state.suggestions[siteId] !== undefined || replyState.read(state).fetchingSite !== null) return undefined;
    return { type: 'plugin/recorded', plugin: SUGGESTIONS_PLUGIN, name: 'suggestionsRequested', id: siteId };
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
