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
  noData,
  readFields,
  type ComposerMentions,
  type EffectTable,
  type MentionOption,
  type NoteContext,
  type SuggestionUser,
} from '../../../src/core/index.ts';
import { boxOpened } from './box.ts';
import { filterSuggestions, insertMention, mentionQuery, suggestionName } from './mention-text.ts';

const readUser = readFields({ ID: 'number', user_login: 'string', display_name: 'string?', image_URL: 'string?', name: 'string?' });
/** A user as the suggestions' schema (src/api/people.ts) gave it: a log may hold anything. */
const isSuggestionUser = (value: unknown): value is SuggestionUser => readUser(value) !== null;

/** The site (the fact's id) whose suggestions are being fetched. */
const suggestionsRequested = definePluginEvent('reply', 'suggestionsRequested', noData);
/** The fetch for the site (the fact's id) failed. */
const suggestionsFailed = definePluginEvent('reply', 'suggestionsFailed', noData);
/** The site's (the fact's id) users to suggest: those the schema read (an empty list: nobody). */
export const suggestionsReceived = definePluginEvent(
  'reply',
  'suggestionsReceived',
  (data) => (isRecord(data) && Array.isArray(data.users) ? { users: data.users.filter(isSuggestionUser) } : null),
  // The core's event named the site in the fields.
  { formerly: 'suggestions/received', upgrade: ({ siteId, users }) => ({ id: typeof siteId === 'number' ? siteId : null, data: { users } }) },
);

/** The mentions' facts, for the action's `facts`. */
export const mentionFacts = [suggestionsRequested, suggestionsReceived, suggestionsFailed];

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
    ...suggestionsReceived.on((slice: MentionFields, { id, data }) => (id === null ? slice : { ...ended(slice), suggestions: { ...slice.suggestions, [id]: data.users } })),
    ...suggestionsFailed.on(ended),
  },
  check: (value) => isRecord(value) && isRecord(value.suggestions),
});

/** The effects reply.ts names. */
export const mentionEffects: EffectTable = {
  // Opening a reply box asks for its site's suggestions; the request fact runs the fetch (below).
  ...boxOpened.effect(({ id }, context) => {
    const state = context.state();
    const siteId = id === null ? undefined : state.notes[id]?.meta?.ids?.site;
    const slice = mentionState.read(state);
    // A site already answered (even with nobody to suggest) is not asked again.
    if (siteId === undefined || slice.suggestions[siteId] !== undefined || slice.fetchingSite !== null) return undefined;
    return suggestionsRequested.make(siteId, {});
  }),
  ...suggestionsRequested.effect(async ({ id: siteId }, context) => {
    if (siteId === null) return undefined;
    try {
      const { suggestions } = await fetchSuggestions(context.wpcom, siteId);
      return suggestionsReceived.make(siteId, { users: suggestions });
    } catch (error) {
      // Suggestions are a nicety: the reply box works without them, so nothing is shown.
      context.logger.warn(`suggestions for site ${siteId} failed: ${errorMessage(error)}`);
      return suggestionsFailed.make(siteId, {});
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
