/**
 * What the user can do to the platform through the panel: moderate, like, reply, follow. Each
 * changes the social graph, then the notes showing it (flags and hash), as the platform does.
 */
import { duplicateComment, invalidInput, unknownComment } from './errors.ts';
import { attachReply } from './flags.ts';
import { isoSeconds, type MockNote } from './notes.ts';
import { siteKey, type CommentStatus, type MockComment, type MockUser } from './social.ts';
import type { StateCore } from './state.ts';

/** A comment in the REST API's shape (the fields the client reads). */
export interface CommentView {
  ID: number;
  status: CommentStatus | 'deleted';
  URL: string;
  content: string;
  date: string;
  post: { ID: number; type: 'post'; link: string } | false;
  author: { ID: number; login: string; name: string };
  parent: { ID: number } | false;
  i_like: boolean;
  like_count: number;
}

/** Answer of the like endpoints. */
export interface LikeView {
  success: true;
  i_like: boolean;
  like_count: number;
}

/** The signed-in user. */
export const ME = {
  ID: 1000000,
  username: 'hirotanaka',
  display_name: 'Hiro Tanaka',
  avatar_URL: 'https://0.gravatar.com/avatar/5c3d8c0b7a1f4e2d9b6a8c7e1f2d3a4b?s=96&d=identicon&r=G',
  primary_blog: 150031337,
  language: 'en',
};

/** The platform calls behind the panel's actions. Site ids are strings as they come in paths. */
export interface MockActions {
  getComment(site: string, id: number): CommentView;
  /** Sets `status` (approved, unapproved, spam, trash) and/or `content`. */
  updateComment(site: string, id: number, changes: { status?: unknown; content?: unknown }): CommentView;
  /** Trashes the comment; a trashed one is deleted for good. */
  deleteComment(site: string, id: number): CommentView;
  /** Replies as the user; approves the parent; 409 for the same text twice. */
  replyToComment(site: string, id: number, content: unknown): CommentView;
  addPostComment(site: string, postId: number, content: unknown): CommentView;
  /** A post's comments and replies, newest first (GET …/posts/:id/replies/). */
  postComments(site: string, postId: number): { found: number; comments: CommentView[] };
  setCommentLike(site: string, id: number, liking: boolean): LikeView;
  setPostLike(site: string, postId: number, liking: boolean): LikeView;
  postLike(site: string, postId: number): Omit<LikeView, 'success'>;
  setFollow(site: string, following: boolean): { is_following: boolean };
  following(site: string): { is_following: boolean };
  suggestions(site: string): MockUser[];
  me(): typeof ME;
  markPostsSeen(blogId: number, postIds: number[]): void;
  /** Every seen-posts call so far. */
  seenPosts(): Array<{ blogId: number; postIds: number[] }>;
}

const STATUSES: readonly string[] = ['approved', 'unapproved', 'spam', 'trash'];

/** Whether a note shows this comment of this site anywhere in its body. */
function showsComment(note: MockNote, site: string, id: number): boolean {
  return note.body.some((block) => block.meta?.ids?.comment === id && String(block.meta.ids.site ?? note.meta.ids.site) === site);
}

/** Whether a note offers a like on this post of this site. */
function offersPostLike(note: MockNote, site: string, postId: number): boolean {
  return note.body.some(
    (block) => block.meta?.ids?.post === postId && String(block.meta.ids.site ?? note.meta.ids.site) === site && 'like-post' in (block.actions ?? {}),
  );
}

/** The actions over a state's internals. */
export function createActions(core: StateCore): MockActions {
  const { graph } = core;
  const said = new Set<string>();
  const seen: Array<{ blogId: number; postIds: number[] }> = [];

  const find = (site: string, id: number): MockComment => {
    const comment = graph.comments.get(siteKey(site, id));
    if (!comment) throw unknownComment(site, id);
    return comment;
  };
  const view = (comment: MockComment, status: CommentView['status'] = comment.status): CommentView => {
    const author = comment.authorId === undefined ? undefined : graph.users.get(comment.authorId);
    return {
      ID: comment.ID,
      status,
      URL: comment.URL,
      content: comment.content,
      date: comment.date,
      post: comment.post === undefined ? false : { ID: comment.post, type: 'post', link: comment.URL.replace(/#.*$/, '') },
      author: { ID: comment.authorId ?? 0, login: author?.user_login ?? '', name: author?.display_name ?? '' },
      parent: comment.parent === undefined ? false : { ID: comment.parent },
      i_like: comment.iLike,
      like_count: comment.likeCount,
    };
  };
  const setStatus = (comment: MockComment, status: CommentStatus): void => {
    comment.status = status;
    if (status === 'spam' || status === 'trash') {
      // The note about a comment leaves the list once the comment is gone from view.
      for (const note of [...core.notes.values()]) {
        if (note.meta.ids.comment === comment.ID && String(note.meta.ids.site) === comment.site) core.remove(note.id);
      }
    }
    core.refresh((note) => showsComment(note, comment.site, comment.ID));
  };
  const write = (site: string, post: number | undefined, parent: MockComment | undefined, content: unknown): MockComment => {
    if (typeof content !== 'string' || content.trim() === '') throw invalidInput('content is required');
    const key = `${site}:${parent ? `c${parent.ID}` : `p${post}`}:${content.trim()}`;
    if (said.has(key)) throw duplicateComment();
    said.add(key);
    const ID = Math.max(0, ...[...graph.comments.values()].map((comment) => comment.ID)) + 1;
    const base = parent ? parent.URL.replace(/#.*$/, '') : `https://site-${site}.example/?p=${post}`;
    const comment: MockComment = {
      ID, site, post, parent: parent?.ID, status: 'approved', content: content.trim(), authorId: ME.ID,
      URL: `${base}#comment-${ID}`, date: isoSeconds(core.now()), iLike: false, likeCount: 0,
    };
    graph.comments.set(siteKey(site, ID), comment);
    return comment;
  };
  const like = (target: { iLike: boolean; likeCount: number }, liking: boolean): LikeView => {
    if (target.iLike !== liking) target.likeCount = Math.max(0, target.likeCount + (liking ? 1 : -1));
    target.iLike = liking;
    return { success: true, i_like: target.iLike, like_count: target.likeCount };
  };

  return {
    getComment: (site, id) => view(find(site, id)),
    updateComment(site, id, changes) {
      const comment = find(site, id);
      if (changes.status !== undefined) {
        if (typeof changes.status !== 'string' || !STATUSES.includes(changes.status)) throw invalidInput(`unknown status ${JSON.stringify(changes.status)}`);
        setStatus(comment, changes.status as CommentStatus);
      }
      if (typeof changes.content === 'string') comment.content = changes.content;
      return view(comment);
    },
    deleteComment(site, id) {
      const comment = find(site, id);
      if (comment.status !== 'trash') {
        setStatus(comment, 'trash');
        return view(comment);
      }
      graph.comments.delete(siteKey(site, id));
      return view(comment, 'deleted');
    },
    replyToComment(site, id, content) {
      const parent = find(site, id);
      const reply = write(site, parent.post, parent, content);
      parent.status = 'approved';
      core.refresh(
        (note) => showsComment(note, site, id),
        (note) => {
          if (note.meta.ids.comment === id && String(note.meta.ids.site) === site) attachReply(note, reply);
        },
      );
      return view(reply);
    },
    addPostComment: (site, postId, content) => view(write(site, postId, undefined, content)),
    postComments(site, postId) {
      const comments = [...graph.comments.values()].filter((comment) => comment.site === site && comment.post === postId).sort((a, b) => b.ID - a.ID);
      return { found: comments.length, comments: comments.map((comment) => view(comment)) };
    },
    setCommentLike(site, id, liking) {
      const result = like(find(site, id), liking);
      core.refresh((note) => showsComment(note, site, id));
      return result;
    },
    setPostLike(site, postId, liking) {
      const key = siteKey(site, postId);
      const target = graph.postLikes.get(key) ?? { iLike: false, likeCount: 0 };
      graph.postLikes.set(key, target);
      const result = like(target, liking);
      core.refresh((note) => offersPostLike(note, site, postId));
      return result;
    },
    postLike(site, postId) {
      const target = graph.postLikes.get(siteKey(site, postId));
      return { i_like: target?.iLike ?? false, like_count: target?.likeCount ?? 0 };
    },
    following: (site) => ({ is_following: graph.follows.get(site) ?? false }),
    setFollow(site, following) {
      graph.follows.set(site, following);
      core.refresh((note) => note.body.some((block) => block.type === 'user' && String(block.meta?.ids?.site) === site));
      return { is_following: following };
    },
    suggestions: () => [...graph.users.values()].filter((user) => user.ID !== ME.ID).map((user) => ({ ...user })),
    me: () => ({ ...ME }),
    markPostsSeen(blogId, postIds) {
      seen.push({ blogId, postIds: [...postIds] });
    },
    seenPosts: () => seen.map((entry) => ({ ...entry, postIds: [...entry.postIds] })),
  };
}
