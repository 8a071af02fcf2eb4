/**
 * Sending a reply (reply.ts declares the action): blank text is refused, a duplicate is reported at
 * once, other errors retry up to 3 times, 2000 ms × attempt apart; answering a comment approves it.
 * Loaded on first use (src/core lazyEffects).
 */
import { errorMessage, hasFlag, LIMITS, noteFlags, type EffectContext, type EffectTable, type Note, type PanelEvent } from '../../src/core/index.ts';
import { failureStatus, reloadNote } from '../lib/reload.ts';
import { sitePost } from '../lib/site-calls.ts';
import { noteTarget, required } from '../lib/target.ts';
import { isApproved } from './approve.ts';
import { isLinkableUrl, repliesToComment, REPLY_MESSAGES, REPLY_RETRIES, REPLY_RETRY_STEP_MS } from './reply.ts';

/** The effect reply.ts names. */
export const replyEffects: EffectTable = {
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
};

async function send(context: EffectContext, note: Note, text: string): Promise<{ URL?: unknown }> {
  const { siteId, postId, commentId } = noteTarget(note);
  const site = required(siteId, 'site', note.id);
  if (commentId !== null) return context.wpcom.site(site).comment(commentId).reply(text);
  return sitePost(context.wpcom, site, required(postId, 'post', note.id)).comment().add(text);
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

function trackReply(context: EffectContext, note: Note): void {
  try {
    context.track('reply', { note_id: note.id, note_type: note.type });
  } catch (error) {
    context.logger.warn(`tracking reply failed: ${errorMessage(error)}`);
  }
}
