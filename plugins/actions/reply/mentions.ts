/**
 * @-mention suggestions for the reply box (reply.ts declares these): opening a box asks for its
 * site's users once (one fetch at a time, once per site; errors are only logged, the box works
 * without them), and the composer's `mentions` slot offers those matching what is typed after an @
 * (mention-text.ts), with the text once one is picked.
 */
import { fetchSuggestions } from '../../../src/api/index.ts';
import {
  defineState,
  definePluginEvent,
  errorMessage,
  isRecord,
  type ComposerMentions,
  type EffectTable,
  type MentionOption,
  type NoteContext,
  type SuggestionUser,
} from '../../../src/core/index.ts';
import { filterSuggestions, insertMention, mentionQuery, suggestionName } from './mention-text.ts';

/** The site (the fact's id) whose suggestions are being fetched. */
const suggestionsRequested = definePluginEvent('reply', 'suggestionsRequested', () => undefined);
/** The fetch for the site (the fact's id) failed. */
const suggestionsFailed = definePluginEvent('reply', 'suggestionsFailed', () => undefined);

/** The mentions' part of the reply slice. */
export interface MentionFields {
  /** The site whose suggestions are being fetched; null when none is. */
  fetchingSite: number | null;
  /** Each site's users to suggest, once it answered (an empty list: nobody). */
  suggestions: Record<string, SuggestionUser[]>;
}

const ended = (slice: MentionFields): MentionFields => (slice.fetchingSite === null ? slice : { ...slice, fetchingSite: null });

/** The fetch's start and end and what it brought, folded into the reply slice (state.ts). */
export const mentionState = defineState<MentionFields>('reply', {
  init: () => ({ fetchingSite: null, suggestions: {} }),
  on: {
    ...suggestionsRequested.on((slice: MentionFields, { id }) => ({ ...slice, fetchingSite: id })),
    'suggestions/received': (slice, event) => ({ ...ended(slice), suggestions: { ...slice.suggestions, [event.siteId]: event.users } }),
    ...suggestionsFailed.on(ended),
  },
  check: (value) => isRecord(value) && isRecord(value.suggestions),
});

/** The effects reply.ts names. */
export const mentionEffects: EffectTable = {
  // Opening a reply box asks for its site's suggestions; the request fact runs the fetch (below).
  'reply/activated': (event, context) => {
    const state = context.state();
    const siteId = state.notes[event.id]?.meta?.ids?.site;
    const slice = mentionState.read(state);
    // A site already answered (even with nobody to suggest) is not asked again.
    if (siteId === undefined || slice.suggestions[siteId] !== undefined || slice.fetchingSite !== null) return undefined;
    return suggestionsRequested.make(siteId, undefined);
  },
  ...suggestionsRequested.effect(async ({ id: siteId }, context) => {
    if (siteId === null) return undefined;
    try {
      const { suggestions } = await fetchSuggestions(context.wpcom, siteId);
      return { type: 'suggestions/received', siteId, users: suggestions };
    } catch (error) {
      // Suggestions are a nicety: the reply box works without them, so nothing is shown.
      context.logger.warn(`suggestions for site ${siteId} failed: ${errorMessage(error)}`);
      return suggestionsFailed.make(siteId, undefined);
    }
  }),
};

const optionOf = (user: SuggestionUser): MentionOption => ({ id: user.ID, name: suggestionName(user), login: user.user_login, avatarUrl: user.image_URL });

/** The composer's `mentions` slot: the note's site's users matching the @-mention typed before the caret. */
export function mentionsFor(text: string, caret: number, { note, state }: NoteContext): ComposerMentions | null {
  const siteId = note.meta?.ids?.site;
  const query = mentionQuery(text, caret);
  if (query === null || siteId === undefined) return null;
  const options = filterSuggestions(mentionState.read(state).suggestions[siteId] ?? [], query).map(optionOf);
  return { options, pick: (option) => insertMention(text, caret, option.login) };
}
