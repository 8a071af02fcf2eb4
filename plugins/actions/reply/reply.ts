/**
 * Reply (R focuses the box): a reply to a comment, or a comment on a post. The action is made of its
 * features, each with its own part of the state, events and effects: the box and sending (box.ts,
 * send.ts), drafts kept across visits (drafts.ts), @-mention suggestions (mentions.ts) and the
 * user's own avatar (profile.ts); state.ts makes their one slice.
 */
import { classifyBlock, defineAction, type NoteContext } from '../../../src/core/index.ts';
import { boxFacts, focusBox, leaveBox, openBox, submitReply } from './box.ts';
import { draftEffects, draftFacts, restoreDrafts, typeDraft } from './drafts.ts';
import { mentionEffects, mentionFacts, mentionsFor } from './mentions.ts';
import { profileEffects, profileFacts, writerOf } from './profile.ts';
import { repliesToComment, replyEffects } from './send.ts';
import { replyBox, replyState } from './state.ts';

export { boxLeft, boxOpened, sendFailed, sendRequested, sendRetryScheduled, sendSucceeded, submitReply } from './box.ts';
export { draftsExpired, draftsLoaded, draftTyped } from './drafts.ts';
export { suggestionsReceived } from './mentions.ts';
export { profileReceived, type Profile } from './profile.ts';
export { isLinkableUrl, repliesToComment, REPLY_MESSAGES, REPLY_RETRIES, REPLY_RETRY_STEP_MS } from './send.ts';
export { replyBox, replyState } from './state.ts';

/** The reply box's placeholder: whom the reply answers. */
function placeholderOf({ note }: NoteContext): { message: string; name?: string } {
  if (!repliesToComment(note)) return { message: 'Reply to post…' };
  const user = (note.body ?? []).find((block) => block && classifyBlock(note, block) === 'user');
  const name = user?.text?.trim();
  /* translators: %s: the commenter's name */
  return name ? { message: 'Reply to %s…', name } : { message: 'Reply to comment…' };
}

/** The reply action: its box under the open note, and the effects of its features. */
export const replyAction = defineAction({
  name: 'reply',
  icon: 'reply',
  flag: 'replyto-comment',
  label: 'Reply',
  shortcut: { key: 'r', description: 'Reply', scope: 'detail' },
  // Pressing R only focuses the box; 'reply' is tracked when a reply is actually sent (send.ts).
  perform: openBox,
  // Its features' facts; logs from before they were its own hold them under the core's names (`formerly`).
  facts: [...boxFacts, ...draftFacts, ...mentionFacts, ...profileFacts],
  stateField: replyState,
  start: restoreDrafts,
  composer: {
    placeholder: placeholderOf,
    box: replyBox,
    typed: typeDraft,
    focused: focusBox,
    left: (context) => leaveBox(replyBox(context).text, context),
    submit: (text, { note }) => submitReply(note.id, text),
    mentions: mentionsFor,
    avatar: writerOf,
  },
  effects: {
    ...mentionEffects,
    ...profileEffects,
    ...draftEffects,
    ...replyEffects,
  },
});
