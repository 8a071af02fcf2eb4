/**
 * Reply (R focuses the box): a reply to a comment, or a comment on a post. Blank text is refused;
 * a duplicate is reported at once; other errors retry up to 3 times, 2000 ms × attempt apart.
 */
import { defineAction, errorMessage, hasFlag, LIMITS, noteFlags, type EffectContext, type Note, type PanelEvent, type StateField } from '../../src/core/index.ts';
import { failureStatus, reloadNote } from '../lib/reload.ts';
import { noteTarget, required } from '../lib/target.ts';
import { isApproved } from './approve.ts';
import { profileEffects, reduceProfileFetch, type ProfileFetch } from './reply-profile.ts';
import { suggestionEffects, suggestionsField, type SuggestionsFetch } from './reply-suggestions.ts';

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

async function send(context: EffectContext, note: Note, text: string): Promise<{ URL?: unknown }> {
  const { siteId, postId, commentId } = noteTarget(note);
  const site = context.wpcom.site(required(siteId, 'site', note.id));
  if (commentId !== null) return site.comment(commentId).reply(text);
  return site.post(required(postId, 'post', note.id)).comment().add(text);
}

function isDuplicate(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { error?: unknown }).error === 'comment_duplicate';
}

async function posted(context: EffectContext, note: Note, url: unknown): Promise<PanelEvent[]> {
  const link = isLinkableUrl(url) ? { url, label: REPLY_MESSAGES.link } : undefined;
  const events: PanelEvent[] = [
    { type: 'reply/posted', id: note.id, url: typeof url === 'string' ? url : undefined },
    { type: 'status/shown', message: REPLY_MESSAGES.posted, kind: 'success', durationMs: LIMITS.statusSuccessMs, link },
  ];
  if (!repliesToComment(note)) return events;
  // Answering a comment approves it; the approve effect then reloads the note.
  const approve = hasFlag(noteFlags(note), 'approve-comment') && !isApproved(context.state(), note);
  if (approve) return [...events, { type: 'note/approveRequested', id: note.id, approved: true }];
  return [...events, ...(await reloadNote(context, note.id))];
}

/** The reply plugin's state: the suggestions fetch and the /me fetch, each folded by its own module. */
const replyField: StateField<SuggestionsFetch & ProfileFetch> = {
  init: () => ({ ...suggestionsField.init(), profileAskedBy: null }),
  reduce: (field, event, state) => {
    const suggestions = suggestionsField.reduce(field, event, state);
    const profile = reduceProfileFetch(field, event, state);
    if (suggestions === field && profile === field) return field;
    return { ...field, fetchingSite: suggestions.fetchingSite, profileAskedBy: profile.profileAskedBy };
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
    ...profileEffects,
    'reply/submitted': async (event, context): Promise<PanelEvent[] | undefined> => {
      if (event.text.trim() === '') return [{ type: 'reply/failed', id: event.id, reason: 'error', message: REPLY_MESSAGES.empty }];
      // A fresh submission supersedes a retry still waiting, so one reply is never sent twice.
      context.timers.cancel(`reply-retry:${event.id}`);
      const state = context.state();
      const note = state.notes[event.id];
      if (!note) return undefined;
      const retries = state.replies[event.id]?.retries ?? 0;
      if (retries === 0) trackReply(context, note);
      try {
        const response = await send(context, note, event.text);
        return posted(context, note, response.URL);
      } catch (error) {
        if (isDuplicate(error)) {
          // The note and its draft stay open and the UI refocuses the box, so the text can be
          // changed and sent (SPEC §8 also deselects the note, which would unmount the box: see
          // docs/spec-differences.md). Retries reset in the reducer.
          return [
            { type: 'reply/failed', id: event.id, reason: 'duplicate', message: REPLY_MESSAGES.duplicate },
            failureStatus(REPLY_MESSAGES.duplicate),
          ];
        }
        if (retries < REPLY_RETRIES) {
          const attempt = retries + 1;
          context.logger.warn(`reply to note ${event.id} failed, retry ${attempt}: ${errorMessage(error)}`);
          context.timers.schedule(`reply-retry:${event.id}`, REPLY_RETRY_STEP_MS * attempt, { type: 'reply/submitted', id: event.id, text: event.text });
          return [{ type: 'reply/retryScheduled', id: event.id, attempt }];
        }
        context.logger.error(`reply to note ${event.id} failed after ${REPLY_RETRIES} retries: ${errorMessage(error)}`, error);
        return [{ type: 'reply/failed', id: event.id, reason: 'error', message: errorMessage(error) }, failureStatus(REPLY_MESSAGES.failed)];
      }
    },
  },
});

function trackReply(context: EffectContext, note: Note): void {
  try {
    context.track('reply', { note_id: note.id, note_type: note.type });
  } catch (error) {
    context.logger.warn(`tracking reply failed: ${errorMessage(error)}`);
  }
}
