/**
 * Rewrites a note's action flags from the social graph, so a note always tells the truth about
 * the comment, post and sites behind it, and adds the "You replied" block after a reply.
 */
import type { MockBlock, MockNote } from './notes.ts';
import { siteKey, type MockComment, type SocialGraph } from './social.ts';

/** Glyph of the platform's reply noticon. */
const REPLY_NOTICON = '\uf467';

function applyBlock(note: MockNote, block: MockBlock, graph: SocialGraph): void {
  const ids = block.meta?.ids ?? {};
  const actions = block.actions;
  const site = ids.site ?? note.meta.ids.site;
  if (!actions || site === undefined) return;
  if (ids.comment !== undefined) {
    const comment = graph.comments.get(siteKey(site, ids.comment));
    if (comment && 'approve-comment' in actions) actions['approve-comment'] = comment.status === 'approved';
    if (comment && 'like-comment' in actions) actions['like-comment'] = comment.iLike;
  } else if (ids.post !== undefined && 'like-post' in actions) {
    const like = graph.postLikes.get(siteKey(site, ids.post));
    if (like) actions['like-post'] = like.iLike;
  }
  if (block.type === 'user' && ids.site !== undefined && 'follow' in actions) {
    const following = graph.follows.get(String(ids.site));
    if (following !== undefined) actions.follow = following;
  }
}

/** Sets every flag of the note from the graph (in place). */
export function applyFlags(note: MockNote, graph: SocialGraph): void {
  for (const block of note.body) applyBlock(note, block, graph);
}

/** The block the platform appends to a comment note once the user replied to it. */
export function replyBlock(reply: MockComment): MockBlock {
  const text = 'You replied to this comment.';
  return {
    text,
    ranges: [
      { type: 'noticon', indices: [0, 0], value: REPLY_NOTICON },
      { type: 'comment', indices: [0, text.length], url: reply.URL, id: reply.ID, site_id: Number(reply.site), post_id: reply.post },
    ],
  };
}

/** Marks the note as replied to with `reply` (in place), replacing an earlier reply block. */
export function attachReply(note: MockNote, reply: MockComment): void {
  const previous = note.meta.ids.reply_comment;
  if (previous !== undefined) {
    note.body = note.body.filter((block) => Number(block.ranges?.[1]?.id) !== previous || block.meta !== undefined);
  }
  note.meta.ids.reply_comment = reply.ID;
  note.body.push(replyBlock(reply));
}
