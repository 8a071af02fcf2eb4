/**
 * Reply (R focuses the box): a reply to a comment, or a comment on a post. Blank text is refused;
 * a duplicate is reported at once; other errors retry up to 3 times, 2000 ms × attempt apart.
 * Its box's phases and drafts are its own state (reply-state.ts), kept across visits (reply-drafts.ts).
 */
import { classifyBlock, defineAction, type Note, type PanelEvent } from '../../src/core/index.ts';
import { draftEffects, restoreDrafts } from './reply-drafts.ts';
import { replyFetchEffects } from './reply-fetches.ts';
import { repliesToComment, replyEffects } from './reply-send.ts';
import { replyBox, replyState } from './reply-state.ts';

export { isLinkableUrl, repliesToComment, REPLY_MESSAGES, REPLY_RETRIES, REPLY_RETRY_STEP_MS } from './reply-send.ts';
export { replyBox, replyState } from './reply-state.ts';

/** The events a Send press appends; none for blank text (Send is inactive then). */
export function submitReply(noteId: number, text: string): PanelEvent[] {
  return text.trim() === '' ? [] : [{ type: 'reply/submitted', id: noteId, text }];
}

/** The reply box's placeholder: whom the reply answers. */
function placeholderOf(note: Note): { message: string; name?: string } {
  if (!repliesToComment(note)) return { message: 'Reply to post…' };
  const user = (note.body ?? []).find((block) => block && classifyBlock(note, block) === 'user');
  const name = user?.text?.trim();
  /* translators: %s: the commenter's name */
  return name ? { message: 'Reply to %s…', name } : { message: 'Reply to comment…' };
}

/** The reply action and its effects (and the drafts' storage, the mention suggestions' and the user's profile fetches). */
export const replyAction = defineAction({
  name: 'reply',
  icon: 'reply',
  flag: 'replyto-comment',
  label: 'Reply',
  shortcut: { key: 'r', description: 'Reply', scope: 'detail' },
  // Pressing R only focuses the box; 'reply' is tracked when a reply is actually sent (reply-send.ts).
  perform: ({ note }) => [{ type: 'reply/activated', id: note.id }],
  stateField: replyState,
  start: restoreDrafts,
  composer: {
    placeholder: ({ note }) => placeholderOf(note),
    box: ({ note, state }) => replyBox(state, note.id),
    typed: (text, { note }) => [{ type: 'reply/draftChanged', id: note.id, text }],
    focused: ({ note, state }) => (replyBox(state, note.id).phase === 'active' ? [] : [{ type: 'reply/activated', id: note.id }]),
    left: ({ note, state }) => [{ type: 'reply/blurred', id: note.id, blank: replyBox(state, note.id).text.trim() === '' }],
    submit: (text, { note }) => submitReply(note.id, text),
  },
  effects: {
    ...replyFetchEffects,
    ...draftEffects,
    ...replyEffects,
  },
});
