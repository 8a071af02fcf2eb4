/**
 * Reply (R focuses the box): a reply to a comment, or a comment on a post. Blank text is refused;
 * a duplicate is reported at once; other errors retry up to 3 times, 2000 ms × attempt apart.
 */
import { classifyBlock, defineAction, type Note, type PanelEvent, type StateField } from '../../src/core/index.ts';
import { replyFetchEffects } from './reply-fetches.ts';
import { reduceProfileFetch, type ProfileFetch } from './reply-profile.ts';
import { repliesToComment, replyEffects } from './reply-send.ts';
import { suggestionEffects, suggestionsField, type SuggestionsFetch } from './reply-suggestions.ts';

export { isLinkableUrl, repliesToComment, REPLY_MESSAGES, REPLY_RETRIES, REPLY_RETRY_STEP_MS } from './reply-send.ts';

/** The events a Send press appends; none for blank text (Send is inactive then). */
export function submitReply(noteId: number, text: string): PanelEvent[] {
  return text.trim() === '' ? [] : [{ type: 'reply/submitted', id: noteId, text }];
}

/** The reply box's placeholder: whom the reply answers. */
function placeholderOf(note: Note): { message: string; name?: string } {
  if (!repliesToComment(note)) return { message: 'Reply to post…' };
  const user = (note.body ?? []).find((block) => block && classifyBlock(note, block) === 'user');
  const name = user?.text?.trim();
  /* translators: %s: the commenter's name */
  return name ? { message: 'Reply to %s…', name } : { message: 'Reply to comment…' };
}

/** The reply plugin's state: the suggestions fetch and the /me fetch, each folded by its own module. */
const replyField: StateField<SuggestionsFetch & ProfileFetch> = {
  init: () => ({ ...suggestionsField.init(), profileAskedBy: null, profileFailedAt: null }),
  reduce: (field, event, state) => {
    const suggestions = suggestionsField.reduce(field, event, state);
    const profile = reduceProfileFetch(field, event, state);
    if (suggestions === field && profile === field) return field;
    return { ...field, fetchingSite: suggestions.fetchingSite, profileAskedBy: profile.profileAskedBy, profileFailedAt: profile.profileFailedAt };
  },
};

/** The reply action and its effects (and the mention suggestions' and the user's profile fetches). */
export const replyAction = defineAction({
  name: 'reply',
  icon: 'reply',
  flag: 'replyto-comment',
  label: 'Reply',
  shortcut: { key: 'r', description: 'Reply', scope: 'detail' },
  // Pressing R only focuses the box; 'reply' is tracked when a reply is actually sent (below).
  perform: ({ note }) => [{ type: 'reply/activated', id: note.id }],
  stateField: replyField,
  composer: {
    placeholder: ({ note }) => placeholderOf(note),
    submit: (text, { note }) => submitReply(note.id, text),
  },
  effects: {
    ...suggestionEffects,
    ...replyFetchEffects,
    ...replyEffects,
  },
});
