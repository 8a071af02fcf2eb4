/**
 * Note type `comment`: a comment on your site, or a reply to yours. When the user has already
 * answered it (`meta.ids.reply_comment`), its detail view says "You replied to this comment." and
 * links to that reply: opening the note fetches the reply comment's URL once.
 */
import { classifyBlock, defineNoteType, definePluginEvent, defineState, isRecord, readFields, without, type Note, type PanelState } from '../../src/core/index.ts';
import { noteTarget } from '../lib/target.ts';

/** The line the detail view shows above the user's own reply. */
export const REPLIED_TEXT = 'You replied to this comment.';

/** Reply comment URLs by note id, as the comment plugin's state field holds them. */
export type ReplyUrls = Record<string, string>;

/** The reply comment's URL was fetched (its data as recorded: the comment's id and URL). */
const replyUrlFetched = definePluginEvent('comment', 'replyUrlFetched', readFields({ commentId: 'number', url: 'string?' }));

const replyUrls = defineState<ReplyUrls>('comment', {
  init: () => ({}),
  on: replyUrlFetched.on((urls: ReplyUrls, { id, data }) => (id !== null && data.url !== undefined ? { ...urls, [id]: data.url } : urls)),
  check: isRecord,
  left: (urls, ids) => without(urls, ids),
});

/** The URL of the user's reply to this note's comment, once fetched. */
export function replyCommentUrl(state: PanelState, noteId: number): string | null {
  return replyUrls.read(state)[noteId] ?? null;
}

/** Whether the comment is a reply in a thread (styled as one): the second body block is nested. */
export function isNestedReply(note: Note): boolean {
  return (note.body?.[1]?.nest_level ?? 0) > 0;
}

/** Whether a comment note comes from a user (it gets the user header). */
export function isByUser(note: Note): boolean {
  const first = note.header?.[0];
  return first?.ranges?.some((range) => range?.type === 'user') ?? false;
}

/** The `comment` note type. */
export const commentNoteType = defineNoteType({
  name: 'comment',
  badge: 'comment',
  matches: (note) => note.type === 'comment',
  header: (note) => (isByUser(note) ? 'user' : 'subject'),
  blockKinds: ['parent-comment'],
  // The comment a reply answers (the note's parent_comment; NaN when none) is drawn under a caption saying whose it is (comment-view.tsx).
  classifyBlock: (note, block) => ((note.meta?.ids?.parent_comment ?? NaN) === block.meta?.ids?.comment ? 'parent-comment' : classifyBlock(note, block)),
  filter: 'comments',
  tab: {
    name: 'comments',
    label: 'Comments',
    shortcut: { key: 'c', description: 'Show comments' },
    empty: { message: 'No new comments yet!', link: { text: 'Join a conversation: search for blogs that share your interests in the Reader.', path: '/read/search' } },
  },
  stateField: replyUrls,
  view: {
    // A reply in a thread is styled as one.
    noteClass: ({ note }) => (isNestedReply(note) ? 'is-reply' : null),
    // The platform's own 'You replied to this comment.' block says it already, with its link.
    detailLink({ note, state }) {
      const url = replyCommentUrl(state, note.id);
      const hasReplyBlock = (note.body ?? []).some((block) => block && classifyBlock(note, block) === 'reply');
      return url && !hasReplyBlock ? { text: REPLIED_TEXT, url } : null;
    },
  },
  effects: {
    // Errors are thrown, as the spec says: logged as effect/failed, no message shown.
    'note/selected': async (event, context) => {
      const state = context.state();
      const note = state.notes[event.id];
      const replyId = note?.meta?.ids?.reply_comment;
      if (!note || note.type !== 'comment' || replyId === undefined || replyCommentUrl(state, note.id) !== null) return undefined;
      const { siteId } = noteTarget(note);
      if (siteId === null) return undefined;
      const reply = await context.wpcom.site(siteId).comment(replyId).get();
      return replyUrlFetched.make(note.id, { commentId: replyId, url: reply.URL });
    },
  },
});
