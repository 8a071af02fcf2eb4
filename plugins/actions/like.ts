/** Like or unlike a comment or a post (L). Optimistic: the override shows at once and resets after 10 s. */
import { defineAction, errorMessage, hasFlag, noteFlags, type ActionContext, type Note, type NoteFlags, type PanelState } from '../../src/core/index.ts';
import { inOrder } from '../lib/in-order.ts';
import { failureStatus, reloadNote } from '../lib/reload.ts';
import { noteTarget, required } from '../lib/target.ts';

/** Which flag offers the like: a comment's when the note has one, else its post's. */
export function likeFlag(flags: NoteFlags): 'like-comment' | 'like-post' | null {
  if (hasFlag(flags, 'like-comment')) return 'like-comment';
  if (hasFlag(flags, 'like-post')) return 'like-post';
  return null;
}

/** Whether the user likes the note's comment or post now: the local override first, then the flag. */
export function isLiked(state: PanelState, note: Note): boolean {
  const flags = noteFlags(note);
  const flag = likeFlag(flags);
  return state.likes[note.id] ?? (flag !== null && flags.actions[flag] === true);
}

const isOn = ({ state, note }: ActionContext) => isLiked(state, note);

/** The like toggle. */
export const likeAction = defineAction({
  name: 'like',
  icon: 'like',
  label: { off: 'Like', on: 'Liked' },
  isOn,
  predicate: ({ flags }) => likeFlag(flags) !== null,
  shortcut: { key: 'l', description: 'Like or unlike', scope: 'detail' },
  perform: (context) => [{ type: 'note/likeRequested', id: context.note.id, liked: !isOn(context) }],
  undo: (context) => ({ kind: isOn(context) ? 'unlike' : 'like', revert: [{ type: 'note/likeRequested', id: context.note.id, liked: isOn(context) }] }),
  track: (context) => ({ name: 'like', properties: { liked: !isOn(context), note_type: context.note.type } }),
  effects: {
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
  },
});
