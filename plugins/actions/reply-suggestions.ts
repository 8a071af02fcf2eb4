/**
 * @-mention suggestions for the reply box: the effects that fetch users/suggest once per site, one
 * fetch at a time, ignoring errors (they are only logged). The text helpers the reply box uses are
 * in src/ui/mentions.ts, so they load with the open note rather than with every panel.
 */
import type { EffectTable, StateField } from '../../src/core/index.ts';

/** The plugin whose state field and `plugin/recorded` events these are. */
export const SUGGESTIONS_PLUGIN = 'reply';

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

/** Opening a reply box asks for its site's suggestions; the request fact runs the fetch (reply-fetches.ts). */
export const suggestionEffects: EffectTable = {
  'reply/activated': (event, context) => {
    const state = context.state();
    const siteId = state.notes[event.id]?.meta?.ids?.site;
    const fetch = state.plugins[SUGGESTIONS_PLUGIN] as SuggestionsFetch | undefined;
    // A site already answered (even with nobody to suggest) is not asked again.
    if (siteId === undefined || state.suggestions[siteId] !== undefined || fetch?.fetchingSite != null) return undefined;
    return { type: 'plugin/recorded', plugin: SUGGESTIONS_PLUGIN, name: 'suggestionsRequested', id: siteId };
  },
};

