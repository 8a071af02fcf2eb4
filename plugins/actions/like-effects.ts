/**
 * The like toggle's calls (like.ts declares the action): a comment's like or its post's, then the
 * note reloaded; calls for one note go in order. Loaded on first use (src/core lazyEffects).
 */
import { errorMessage, noteFlags, type EffectTable } from '../../src/core/index.ts';
import { inOrder } from '../lib/in-order.ts';
import { failureStatus, reloadNote } from '../lib/reload.ts';
import { noteTarget, required } from '../lib/target.ts';
import { likeFlag } from './like.ts';

/** The effect like.ts names. */
export const likeEffects: EffectTable = {
  // After any earlier like call for the same note: an undo waits for what it reverts.
  'note/likeRequested': (event, context) => inOrder(context, `like:${event.id}`, async () => {
    const note = context.state().notes[event.id];
    if (!note) return;
    try {
      const { siteId, postId, commentId } = noteTarget(note);
      const site = context.wpcom.site(required(siteId, 'site', note.id));
      const like = likeFlag(noteFlags(note)) === 'like-comment'
        ? site.comment(required(commentId, 'comment', note.id)).like()
        : site.post(required(postId, 'post', note.id)).like();
      await (event.liked ? like.add() : like.del());
    } catch (error) {
      context.logger.error(`${event.liked ? 'like' : 'unlike'} of note ${event.id} failed: ${errorMessage(error)}`, error);
      return [
        { type: 'note/likeFailed', id: event.id, message: errorMessage(error) },
        failureStatus(event.liked ? 'Could not like this. Please try again.' : 'Could not remove your like. Please try again.'),
      ];
    }
    return reloadNote(context, event.id);
  }),
};
