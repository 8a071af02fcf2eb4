/**
 * Sending a reply (reply.ts declares the action; box.ts folds its phases): blank text is refused, a duplicate is reported at
 * once, other errors retry up to 3 times, 2000 ms × attempt apart; answering a comment approves it.
 * A reply is never sent twice: a 2xx whose answer cannot be read has landed, and before any resend
 * (after a timeout, a reset connection, a 5xx: the first try may have landed) the post's latest
 * comments are read for this reply; only when it is not there is it sent again.
 */
import { errorMessage, LIMITS, withDeadline, type EffectContext, type EffectTable, type Note, type PanelEvent } from '../../../src/core/index.ts';
import { failureStatus, landedUnread, reloadNote } from '../../lib/reload.ts';
import { noteTarget, required } from '../../lib/target.ts';
import { approveRequested, looksUnapproved } from '../approve.ts';
import { boxState, sendFailed, sendRequested, sendRetryScheduled, sendSucceeded } from './box.ts';
import { profileState } from './profile.ts';

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

/** Whether a reply to this note answers a comment (else it comments on the post). */
export function repliesToComment(note: Note): boolean {
  return noteTarget(note).commentId !== null;
}

/** How long one try may take (a request that never answers): then it counts as unknown, retried after a check. */
export const REPLY_ATTEMPT_DEADLINE_MS = 10_000;

/** How many of the post's latest comments are read to find a reply that may have landed. */
const LANDED_LOOKBACK = 20;

/** The effect reply.ts names. */
export const replyEffects: EffectTable = sendRequested.effect(async ({ id, data: { text } }, context): Promise<PanelEvent[] | undefined> => {
  if (id === null) return undefined;
  if (text.trim() === '') return [sendFailed.make(id, { reason: 'error', message: REPLY_MESSAGES.empty })];
  // A fresh submission supersedes a retry still waiting, so one reply is never sent twice.
  context.timers.cancel(`reply-retry:${id}`);
  const state = context.state();
  const note = state.notes[id];
  if (!note) return undefined;
  const retries = boxState.read(state).replies[id]?.retries ?? 0;
  if (retries === 0) context.track('reply', { note_id: note.id, note_type: note.type });
  try {
    // A retry follows a try whose outcome is unknown: it sends only what did not land.
    const response = await withDeadline(context.clock, REPLY_ATTEMPT_DEADLINE_MS, 'the reply', async () => {
      const found = retries > 0 ? await landedReply(context, note, text) : null;
      return found ?? (await send(context, note, text));
    });
    return await posted(context, note, response.URL);
  } catch (error) {
    // The platform took it (a 2xx) but its answer cannot be read: it is posted, not failed.
    if (landedUnread(error)) {
      context.logger.warn(`reply to note ${id} was posted, its answer unreadable: ${errorMessage(error)}`);
      return posted(context, note, undefined);
    }
    if (isDuplicate(error)) {
      // The note and its draft stay open and the UI refocuses the box, so the text can be
      // changed and sent (SPEC §8 also deselects the note, which would unmount the box: see
      // docs/spec-differences.md). Retries reset in the reducer.
      return [
        sendFailed.make(id, { reason: 'duplicate', message: REPLY_MESSAGES.duplicate }),
        failureStatus(REPLY_MESSAGES.duplicate),
      ];
    }
    if (retries < REPLY_RETRIES) {
      const attempt = retries + 1;
      context.logger.warn(`reply to note ${id} failed, retry ${attempt}: ${errorMessage(error)}`);
      context.timers.schedule(`reply-retry:${id}`, REPLY_RETRY_STEP_MS * attempt, sendRequested.make(id, { text }));
      return [sendRetryScheduled.make(id, { attempt })];
    }
    context.logger.error(`reply to note ${id} failed after ${REPLY_RETRIES} retries: ${errorMessage(error)}`, error);
    return [sendFailed.make(id, { reason: 'error', message: errorMessage(error) }), failureStatus(REPLY_MESSAGES.failed)];
  }
});

/** The note's site, and its post, as the API client's objects (throws when the note names none). */
const siteOf = (context: EffectContext, note: Note) => context.wpcom.site(required(noteTarget(note).siteId, 'site', note.id));
const postOf = (context: EffectContext, note: Note) => siteOf(context, note).post(required(noteTarget(note).postId, 'post', note.id));

async function send(context: EffectContext, note: Note, text: string): Promise<{ URL?: unknown }> {
  const { commentId } = noteTarget(note);
  return commentId === null ? postOf(context, note).comment().add(text) : siteOf(context, note).comment(commentId).reply(text);
}

/** The text of a comment as compared: letters and digits only (the platform adds markup and curly quotes). */
const comparable = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/&#?\w+;/g, ' ').replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();

/**
 * This reply among the post's latest comments (by this user, under this comment, with this text),
 * or null. Throws when it cannot be known (no post id, the read failed): the step is retried, never resent blind.
 */
async function landedReply(context: EffectContext, note: Note, text: string): Promise<{ URL?: unknown } | null> {
  const { comments } = await postOf(context, note).comments({ number: LANDED_LOOKBACK, order: 'DESC' }).catch((error: unknown) => {
    // Plainly failed, whatever the read's error: only the reply's own answer tells it landed.
    throw new Error(`could not tell whether the reply landed: ${errorMessage(error)}`);
  });
  const me = profileState.read(context.state()).me?.id;
  const { commentId } = noteTarget(note);
  const wanted = comparable(text);
  const found = comments.find((comment) => {
    const parent = comment.parent && typeof comment.parent === 'object' ? comment.parent.ID : null;
    return (me === undefined || comment.author?.ID === me) && parent === commentId && typeof comment.content === 'string' && comparable(comment.content) === wanted;
  });
  return found ?? null;
}

function isDuplicate(error: unknown): boolean {
  return (error as { error?: unknown } | null)?.error === 'comment_duplicate';
}

async function posted(context: EffectContext, note: Note, url: unknown): Promise<PanelEvent[]> {
  const link = isLinkableUrl(url) ? { url, label: REPLY_MESSAGES.link } : undefined;
  const events: PanelEvent[] = [
    sendSucceeded.make(note.id, { url: typeof url === 'string' ? url : undefined }),
    { type: 'status/shown', message: REPLY_MESSAGES.posted, kind: 'success', durationMs: LIMITS.statusSuccessMs, link },
  ];
  if (!repliesToComment(note)) return events;
  // Answering a comment approves it; the approve effect then reloads the note.
  if (looksUnapproved(context.state(), note)) return [...events, approveRequested.make(note.id, { approved: true })];
  return [...events, ...(await reloadNote(context, note.id))];
}
