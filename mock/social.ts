/**
 * The platform objects behind the notes: comments, the user's likes and follows, and the users
 * known for @-mention suggestions. They are learnt from the notes' ids and flags; after that the
 * graph is the truth and the notes' flags are rewritten from it (see flags.ts).
 */
import type { MockBlock, MockIds, MockNote } from './notes.ts';

/** Comment statuses the platform knows. */
export type CommentStatus = 'approved' | 'unapproved' | 'spam' | 'trash';

/** A comment on a site. */
export interface MockComment {
  ID: number;
  site: string;
  post: number | undefined;
  parent: number | undefined;
  status: CommentStatus;
  content: string;
  authorId: number | undefined;
  URL: string;
  date: string;
  iLike: boolean;
  likeCount: number;
}

/** The user's like on a post and the post's like count. */
export interface LikeState {
  iLike: boolean;
  likeCount: number;
}

/** A user as the suggestions endpoint lists them. */
export interface MockUser {
  ID: number;
  user_login: string;
  display_name: string;
  image_URL?: string;
}

/** Everything the notes refer to. */
export interface SocialGraph {
  comments: Map<string, MockComment>;
  postLikes: Map<string, LikeState>;
  follows: Map<string, boolean>;
  users: Map<number, MockUser>;
  /** Learns what a note refers to; things already known are left as they are. */
  learn(note: MockNote): void;
}

/** Key of a comment or post within a site; sites arrive as strings in paths, numbers in notes. */
export const siteKey = (site: string | number, id: number): string => `${site}:${id}`;

/** The URL of a post a note links to, found in its ranges. */
export function postUrl(note: MockNote, post: number | undefined): string | undefined {
  for (const block of [...note.subject, ...note.body, ...(note.header ?? [])]) {
    for (const range of block.ranges ?? []) {
      if (range.type === 'post' && Number(range.id) === post && typeof range.url === 'string') return range.url;
    }
  }
  return typeof note.url === 'string' ? note.url.replace(/#.*$/, '') : undefined;
}

function loginOf(block: MockBlock): string {
  const home = block.meta?.links?.home;
  // The blog's subdomain is the login on the platform; data may carry any string, so no URL parsing.
  const subdomain = home && /^https?:\/\/([^./:]+)/.exec(home)?.[1];
  if (subdomain) return subdomain;
  const email = block.meta?.links?.email;
  if (email) return email.split('@')[0] ?? 'user';
  return (block.text ?? 'user').toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** An empty graph. */
export function createSocialGraph(): SocialGraph {
  const graph: SocialGraph = {
    comments: new Map(),
    postLikes: new Map(),
    follows: new Map(),
    users: new Map(),
    learn(note) {
      for (const block of note.body) learnBlock(note, block);
      // Notes about a comment (comment_like) name it only in their own ids; the excerpt is its text.
      const excerpt = note.header?.[1]?.text ?? note.subject[1]?.text ?? '';
      learnComment(note, note.meta.ids, {}, excerpt);
    },
  };

  function learnComment(note: MockNote, ids: MockIds, actions: Record<string, boolean | string>, text: string): void {
    const site = ids.site ?? note.meta.ids.site;
    if (ids.comment === undefined || site === undefined || graph.comments.has(siteKey(site, ids.comment))) return;
    const liked = actions['like-comment'] === true;
    const base = postUrl(note, ids.post) ?? `https://site-${site}.example/?p=${ids.post ?? 0}`;
    graph.comments.set(siteKey(site, ids.comment), {
      ID: ids.comment,
      site: String(site),
      post: ids.post,
      parent: ids.comment === note.meta.ids.comment ? note.meta.ids.parent_comment : undefined,
      // A comment without the approve flag is one the user cannot moderate: it is published.
      status: actions['approve-comment'] === false ? 'unapproved' : 'approved',
      content: text,
      authorId: ids.user,
      URL: `${base}#comment-${ids.comment}`,
      date: note.timestamp,
      iLike: liked,
      likeCount: liked ? 1 : 0,
    });
  }

  function learnBlock(note: MockNote, block: MockBlock): void {
    const ids = block.meta?.ids ?? {};
    const actions = block.actions ?? {};
    const site = ids.site ?? note.meta.ids.site;
    if (ids.comment !== undefined) {
      learnComment(note, ids, actions, block.text ?? '');
    } else if (ids.post !== undefined && site !== undefined && 'like-post' in actions) {
      const key = siteKey(site, ids.post);
      if (!graph.postLikes.has(key)) graph.postLikes.set(key, { iLike: actions['like-post'] === true, likeCount: actions['like-post'] === true ? 1 : 0 });
    }
    if (block.type === 'user' && ids.user !== undefined) {
      if (ids.site !== undefined && typeof actions.follow === 'boolean' && !graph.follows.has(String(ids.site))) {
        graph.follows.set(String(ids.site), actions.follow);
      }
      if (!graph.users.has(ids.user)) {
        const image = block.media?.[0]?.url;
        graph.users.set(ids.user, {
          ID: ids.user,
          user_login: loginOf(block),
          display_name: block.text ?? '',
          ...(typeof image === 'string' ? { image_URL: image } : {}),
        });
      }
    }
  }

  return graph;
}
