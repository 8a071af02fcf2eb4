/**
 * The like toggle's call (like.ts declares the action): a comment's like or its post's, through the
 * offline queue, then the note reloaded; calls for one note go in order. Loaded when a note opens
 * (src/core lazyModule).
 */
import { sendOrQueue, type EffectContext, type LoggedEventOf, type PanelEvent, type QueueableRequest } from '../../src/core/index.ts';
import { inOrder } from '../lib/in-order.ts';
import { reloadNote } from '../lib/reload.ts';
import { sitePost } from '../lib/site-calls.ts';
import { required } from '../lib/target.ts';
import { likeEntry } from './like.ts';

/** The like or unlike call, as sent now or from the offline queue: a comment's when the entry names one, else its post's. */
export const likeRequest: QueueableRequest = {
  keeps: 'like',
  send(entry, context) {
    const site = required(entry.siteId, 'site', entry.noteId);
    const like = entry.commentId !== null ? context.wpcom.site(site).comment(entry.commentId).like() : sitePost(context.wpcom, site, required(entry.postId, 'post', entry.noteId)).like();
    return entry.on ? like.add() : like.del();
  },
  succeeded: (entry, context) => reloadNote(context, entry.noteId),
  failed: (entry, message) => [{ type: 'note/likeFailed', id: entry.noteId, message }],
  failureMessage: (entry) => (entry.on ? 'Could not like this. Please try again.' : 'Could not remove your like. Please try again.'),
};

/** One like or unlike, after any earlier one for the same note. */
export function likeInOrder(event: LoggedEventOf<'note/likeRequested'>, context: EffectContext): Promise<PanelEvent[]> {
  return inOrder(context, `like:${event.id}`, async () => {
    const note = context.state().notes[event.id];
    if (!note) return [];
    return sendOrQueue(context, likeRequest, likeEntry(note, event.liked, context, event.seq));
  });
}
