/**
 * @-mention suggestions for the reply box: pure helpers the UI calls, and the effects that fetch
 * users/suggest once per site, one fetch at a time, ignoring errors (they are only logged).
 */
import { fetchSuggestions } from '../../src/api/notifications.ts';
import { errorMessage, type EffectTable, type StateField, type SuggestionUser } from '../../src/core/index.ts';

/** At most this many suggestions show. */
export const MAX_SUGGESTIONS = 10;

/** The plugin whose state field and `plugin/recorded` events these are. */
export const SUGGESTIONS_PLUGIN = 'reply';

/** The query being typed after an @ at the start or after whitespace, up to the caret; null when none. */
export function mentionQuery(text: string, caret = text.length): string | null {
  const match = /(^|\s)@(\S*)$/.exec(text.slice(0, caret));
  return match ? match[2]! : null;
}

/** A user's shown name: `name`, else login plus display name. */
export function suggestionName(user: SuggestionUser): string {
  // The person's name once; the login is shown beside it by the list, not repeated in here.
  return user.display_name?.trim() || user.name?.trim() || user.user_login;
}

/** Users whose name starts with the query or has a word starting with it, case-insensitively; at most 10. */
export function filterSuggestions(users: readonly SuggestionUser[], query: string): SuggestionUser[] {
  const wanted = query.toLowerCase();
  return users
    .filter((user) => {
      const name = [user.user_login, user.display_name, user.name].filter(Boolean).join(' ').toLowerCase();
      return name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted));
    })
    .slice(0, MAX_SUGGESTIONS);
}

/** The text with the @query before the caret replaced by the login and a space, and the new caret. */
export function insertMention(text: string, caret: number, user: SuggestionUser): { text: string; caret: number } {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0 || mentionQuery(text, caret) === null) return { text, caret };
  const inserted = `@${user.user_login} `;
  return { text: before.slice(0, at) + inserted + text.slice(caret), caret: at + inserted.length };
}

/** Moves the highlighted suggestion by `step`, wrapping around at both ends. */
export function moveHighlight(index: number, step: number, count: number): number {
  return count === 0 ? 0 : (((index + step) % count) + count) % count;
}

/** Whether a suggestions fetch is running, and for which site. */
export interface SuggestionsFetch {
  fetchingSite: number | null;
}

/** Folds the fetch start and end facts. */
export const suggestionsField: StateField<SuggestionsFetch> = {
  init: () => ({ fetchingSite: null }),
  reduce: (field, event) => {
    if (event.type === 'plugin/recorded' && event.plugin === SUGGESTIONS_PLUGIN && event.name === 'suggestionsRequested') {
      return { fetchingSite: event.id };
    }
    if (event.type === 'suggestions/received' || (event.type === 'plugin/recorded' && event.plugin === SUGGESTIONS_PLUGIN && event.name === 'suggestionsFailed')) {
      return field.fetchingSite === null ? field : { fetchingSite: null };
    }
    return field;
  },
};

/** Opening a reply box asks for its site's suggestions; the request fact runs the fetch. */
export const suggestionEffects: EffectTable = {
  'reply/activated': (event, context) => {
    const state = context.state();
    const siteId = state.notes[event.id]?.meta?.ids?.site;
    const fetch = state.plugins[SUGGESTIONS_PLUGIN] as SuggestionsFetch | undefined;
    // A site already answered (even with nobody to suggest) is not asked again.
    if (siteId === undefined || state.suggestions[siteId] !== undefined || fetch?.fetchingSite != null) return undefined;
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
