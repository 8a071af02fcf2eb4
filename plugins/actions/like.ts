/** Like or unlike a comment or a post (L). Optimistic: the override shows at once and resets after 10 s. */
import { defineAction, hasFlag, lazyModule, noteFlags, queueEntry, type ActionContext, type EffectContext, type Note, type NoteFlags, type PanelState, type QueueEntry } from '../../src/core/index.ts';
import { holdOrSend } from '../lib/on-demand.ts';
import { noteTarget } from '../lib/target.ts';

/** The like and unlike calls (like-calls.ts), loaded when a note opens. */
const calls = lazyModule(() => import('./like-calls.ts'));

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

/** A like as the offline queue keeps it (and as like-calls.ts sends it): the comment's, else the post's. */
export function likeEntry(note: Note, liked: boolean, context: EffectContext, seq: number): QueueEntry {
  const { siteId, postId, commentId } = noteTarget(note);
  const target = likeFlag(noteFlags(note)) === 'like-comment' ? { siteId, postId: null, commentId } : { siteId, postId, commentId: null };
  return queueEntry('like', note.id, liked, 'like', target, context.clock.now(), seq);
}

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
  // The offline queue sends a waiting like with the same call.
  queue: () => calls.get().then((module) => module.likeRequest),
  track: (context) => ({ name: 'like', properties: { liked: !isOn(context), note_type: context.note.type } }),
  effects: {
    // After any earlier like call for the same note: an undo waits for what it reverts.
    'note/likeRequested': (event, context) => {
      const note = context.state().notes[event.id];
      if (!note) return [];
      return holdOrSend(context, [likeEntry(note, event.liked, context, event.seq)], () => calls.get().then((module) => module.likeInOrder(event, context)));
    },
    // The calls load when a note opens, before its Like button can be pressed.
    'note/selected': () => calls.preload(),
  },
});
