/** Like or unlike a comment or a post (L). Optimistic: the override shows at once and resets after 10 s. */
import { defineAction, hasFlag, lazyEffects, noteFlags, type ActionContext, type Note, type NoteFlags, type PanelState } from '../../src/core/index.ts';

/** The like and unlike calls (like-effects.ts), loaded on first use. */
const calls = lazyEffects(['note/likeRequested'], () => import('./like-effects.ts').then((module) => module.likeEffects));

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
  // The calls load when a note opens, before its Like button can be pressed.
  effects: { ...calls.effects, 'note/selected': () => calls.preload() },
});
