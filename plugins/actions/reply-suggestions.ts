/**
 * @-mention suggestions for the reply box: whether a fetch of users/suggest runs, and for which site
 * (one fetch at a time, once per site; reply-fetches.ts runs it, and errors are only logged). The
 * text helpers the reply box uses are in src/ui/mentions.ts, so they load with the open note rather
 * than with every panel.
 */
import type { SliceHandler } from '../../src/core/index.ts';

/** The plugin whose `plugin/recorded` events these are. */
export const SUGGESTIONS_PLUGIN = 'reply';

/** Whether a suggestions fetch is running, and for which site. */
export interface SuggestionsFetch {
  fetchingSite: number | null;
}

/** The fetch's start and end, folded into the reply plugin's slice. */
export const suggestionsFetchHandlers = <T extends SuggestionsFetch>(): Record<string, SliceHandler<T>> => ({
  [`${SUGGESTIONS_PLUGIN}/suggestionsRequested`]: (slice, event) => (event.type === 'plugin/recorded' ? { ...slice, fetchingSite: event.id } : slice),
  'suggestions/received': (slice) => ended(slice),
  [`${SUGGESTIONS_PLUGIN}/suggestionsFailed`]: (slice) => ended(slice),
});

function ended<T extends SuggestionsFetch>(slice: T): T {
  return slice.fetchingSite === null ? slice : { ...slice, fetchingSite: null };
}
