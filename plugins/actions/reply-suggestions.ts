/**
 * @-mention suggestions for the reply box: whether a fetch of users/suggest runs, and for which site
 * (one fetch at a time, once per site; reply-fetches.ts runs it, and errors are only logged). The
 * text helpers the reply box uses are in src/ui/mentions.ts, so they load with the open note rather
 * than with every panel.
 */
import type { LoggedEvent } from '../../src/core/index.ts';

/** The plugin whose `plugin/recorded` events these are. */
export const SUGGESTIONS_PLUGIN = 'reply';

/** Whether a suggestions fetch is running, and for which site. */
export interface SuggestionsFetch {
  fetchingSite: number | null;
}

type Recorded = Extract<LoggedEvent, { type: 'plugin/recorded' }>;

/** Whether `event` is this plugin's fact `name`. */
export const recorded = (event: LoggedEvent, name: string): event is Recorded => event.type === 'plugin/recorded' && event.plugin === SUGGESTIONS_PLUGIN && event.name === name;

/** Folds the fetch start and end facts into the reply plugin's slice. */
export function reduceSuggestionsFetch<T extends SuggestionsFetch>(slice: T, event: LoggedEvent): T {
  if (recorded(event, 'suggestionsRequested')) return { ...slice, fetchingSite: event.id };
  if (event.type === 'suggestions/received' || recorded(event, 'suggestionsFailed')) {
    return slice.fetchingSite === null ? slice : { ...slice, fetchingSite: null };
  }
  return slice;
}
