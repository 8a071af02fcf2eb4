/**
 * Reply (R focuses the box): a reply to a comment, or a comment on a post. Blank text is refused;
 * a duplicate is reported at once; other errors retry up to 3 times, 2000 ms × attempt apart.
 */
import { defineAction, lazyEffects, type LoggedEventOf, type Note, type PanelEvent, type StateField } from '../../src/core/index.ts';
import { noteTarget } from '../lib/target.ts';
import { PROFILE_FAILED, reduceProfileFetch, type ProfileFetch } from './reply-profile.ts';
import { SUGGESTIONS_PLUGIN, suggestionEffects, suggestionsField, type SuggestionsFetch } from './reply-suggestions.ts';

/** Retries after the first failure. */
export const REPLY_RETRIES = 3;
/** Each retry waits this times its attempt number. */
export const REPLY_RETRY_STEP_MS = 2000;
/** What the status bar says. */
export const REPLY_MESSAGES = {
  posted: 'Reply posted!',
  link: 'View your comment.',
  duplicate: "Duplicate comment; you've already said that!",
  failed: 'Reply Failed: Please, try again.',
  empty: 'Write your response in order to submit',
} as const;

// A link is offered only for what looks like a web address.
const URL_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

/** Whether a returned URL may be shown as a link. */
export function isLinkableUrl(url: unknown): url is string {
  return typeof url === 'string' && URL_PATTERN.test(url);
}

/** The events a Send press appends; none for blank text (Send is inactive then). */
export function submitReply(noteId: number, text: string): PanelEvent[] {
  return text.trim() === '' ? [] : [{ type: 'reply/submitted', id: noteId, text }];
}

/** Whether a reply to this note answers a comment (else it comments on the post). */
export function repliesToComment(note: Note): boolean {
  return noteTarget(note).commentId !== null;
}

/** The profile and suggestions fetches (reply-fetches.ts), loaded on first use. */
const fetches = lazyEffects(['note/selected', 'plugin/recorded'], () => import('./reply-fetches.ts').then((module) => module.replyFetchEffects), (event, context) => {
  // Not loaded (offline): each fetch ends as its own failure does (asked again later).
  const asked = (context.state().plugins[SUGGESTIONS_PLUGIN] as Partial<ProfileFetch> | undefined)?.profileAskedBy;
  if (event.type === 'note/selected') return asked === event.seq ? { type: 'plugin/recorded', plugin: SUGGESTIONS_PLUGIN, name: PROFILE_FAILED, id: null } : undefined;
  const recorded = event as LoggedEventOf<'plugin/recorded'>;
  if (recorded.type === 'plugin/recorded' && recorded.plugin === SUGGESTIONS_PLUGIN && recorded.name === 'suggestionsRequested') return { type: 'plugin/recorded', plugin: SUGGESTIONS_PLUGIN, name: 'suggestionsFailed', id: recorded.id };
  return undefined;
});
/** Sending a reply (reply-send.ts), loaded on first use. */
const sending = lazyEffects(['reply/submitted'], () => import('./reply-send.ts').then((module) => module.replyEffects));

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
  stateField: replyField as StateField,
  effects: {
    ...suggestionEffects,
    ...fetches.effects,
    ...sending.effects,
    // The box is focused: the sending code loads now, before Send can be pressed.
    'reply/activated': (event, context) => {
      sending.preload();
      return suggestionEffects['reply/activated']?.(event, context);
    },
  },
});
