/** Like or unlike a comment or a post (L). Optimistic: the override shows at once and resets after 10 s. */
import { defineAction, defineOverride, definePluginEvent, hasFlag, noteFlags, queueEntry, readFields, sendOrQueue, type ActionContext, type EffectContext, type Note, type NoteFlags, type PanelState, type QueueableRequest, type QueueEntry } from '../../src/core/index.ts';
import { inOrder } from '../lib/in-order.ts';
import { reloadNote } from '../lib/reload.ts';
import { noteTarget, required } from '../lib/target.ts';

/** Which flag offers the like: a comment's when the note has one, else its post's. */
export function likeFlag(flags: NoteFlags): 'like-comment' | 'like-post' | null {
  return (['like-comment', 'like-post'] as const).find((flag) => hasFlag(flags, flag)) ?? null;
}

/** Asked to like (or unlike) note `id`'s comment or post: the button, L, or an undo. */
export const likeRequested = definePluginEvent('like', 'requested', readFields({ liked: 'boolean' }), { formerly: 'note/likeRequested' });
/** The platform refused the like of note `id` (its override goes). */
export const likeFailed = definePluginEvent('like', 'failed', readFields({ message: 'string' }), { formerly: 'note/likeFailed' });

/** The like shown before the platform's copy says so: set by a request, gone when it fails or 10 s after it, kept while it waits queued. */
export const likes = defineOverride('like', {
  name: 'like',
  requested: {
    [likeRequested.key]: (event) => {
      const fact = likeRequested.read(event);
      return fact?.id != null ? { ids: [fact.id], value: fact.data.liked } : null;
    },
  },
  failed: {
    [likeFailed.key]: (event) => {
      const id = likeFailed.read(event)?.id;
      return id == null ? null : [id];
    },
  },
  reset: { key: 'reset-like', clears: ['like'] },
});

/** Whether the user likes the note's comment or post now: the local override first, then the flag. */
export function isLiked(state: PanelState, note: Note): boolean {
  const flags = noteFlags(note);
  const flag = likeFlag(flags);
  return likes.of(state, note.id) ?? (flag !== null && flags.actions[flag] === true);
}

const isOn = ({ state, note }: ActionContext) => isLiked(state, note);

/** A like as the offline queue keeps it (and as likeRequest sends it): the comment's, else the post's. */
export function likeEntry(note: Note, liked: boolean, context: EffectContext, seq: number): QueueEntry {
  const { siteId, postId, commentId } = noteTarget(note);
  const comment = likeFlag(noteFlags(note)) === 'like-comment';
  return queueEntry('like', note.id, liked, 'like', { siteId, postId: comment ? null : postId, commentId: comment ? commentId : null }, context.clock.now(), seq);
}

/** The like or unlike call, as sent now or from the offline queue: a comment's when the entry names one, else its post's. */
export const likeRequest: QueueableRequest = {
  keeps: 'like',
  send(entry, context) {
    const site = context.wpcom.site(required(entry.siteId, 'site', entry.noteId));
    const like = entry.commentId !== null ? site.comment(entry.commentId).like() : site.post(required(entry.postId, 'post', entry.noteId)).like();
    return entry.on ? like.add() : like.del();
  },
  succeeded: (entry, context) => reloadNote(context, entry.noteId),
  failed: (entry, message) => [likeFailed.make(entry.noteId, { message })],
  reset: (entry, timers) => likes.scheduleReset(timers, entry.noteId),
  failureMessage: (entry) => (entry.on ? 'Could not like this. Please try again.' : 'Could not remove your like. Please try again.'),
  goneMessage: (entry) => (entry.on ? 'Your like was not sent: the comment or post no longer exists.' : 'Your unlike was not sent: the comment or post no longer exists.'),
};

/** The like toggle. */
export const likeAction = defineAction({
  name: 'like',
  icon: 'like',
  label: { off: 'Like', on: 'Liked' },
  isOn,
  predicate: ({ flags }) => likeFlag(flags) !== null,
  shortcut: { key: 'l', description: 'Like or unlike', scope: 'detail' },
  perform: (context) => [likeRequested.make(context.note.id, { liked: !isOn(context) })],
  undo: (context) => ({ kind: isOn(context) ? 'unlike' : 'like', revert: [likeRequested.make(context.note.id, { liked: isOn(context) })] }),
  undoTexts: {
    like: { done: ['Liked', '%d notifications liked'], undone: ['Undone: like removed.', 'Undone: %d likes removed.'] },
    unlike: { done: ['Like removed', '%d likes removed'], undone: ['Undone: liked again.', 'Undone: %d liked again.'] },
  },
  // The offline queue sends a waiting like with the same call.
  queue: likeRequest,
  stateField: likes,
  track: (context) => ({ name: 'like', properties: { liked: !isOn(context), note_type: context.note.type } }),
  facts: [likeRequested, likeFailed],
  effects: {
    // After any earlier like call for the same note: an undo waits for what it reverts.
    ...likeRequested.effect(({ id, data, seq }, context) => {
      if (id === null) return [];
      // SPEC §4: the override resets 10 s after the request.
      likes.scheduleReset(context.timers, id);
      const note = context.state().notes[id];
      if (!note) return [];
      const entry = likeEntry(note, data.liked, context, seq);
      return inOrder(context, `like:${id}`, () => sendOrQueue(context, likeRequest, entry));
    }),
  },
});
