/**
 * Plausible notes of each common type, built like the platform's (subject ranges, user blocks with
 * avatars and follow flags, comment blocks with action flags). Deterministic: `seq` picks the people,
 * posts and texts, so a generated day replays the same way.
 */
import type { MockBlock, MockNote } from './notes.ts';

/** Types the generator cycles through. */
export const GENERATED_TYPES = ['comment', 'like', 'follow', 'comment_like', 'reblog', 'new_post', 'blogging_prompts_note'] as const;
/** A type the factory can build. */
export type GeneratedType = (typeof GENERATED_TYPES)[number];

interface Person { id: number; name: string; login: string; site: number; blog: string }
interface Post { site: number; id: number; title: string; url: string }

const PEOPLE: Person[] = [
  { id: 4100001, name: 'Maya Okafor', login: 'mayaokafor', site: 140000001, blog: 'Field Notes' },
  { id: 4100002, name: 'Luis Romero', login: 'luisromero', site: 140000002, blog: 'Slow Roads' },
  { id: 4100003, name: 'Priya Natarajan', login: 'priyan', site: 140000003, blog: 'Tea & Type' },
  { id: 4100004, name: 'Jonas Berg', login: 'jonasberg', site: 140000004, blog: 'Northern Light' },
  { id: 4100005, name: 'Aiko Mori', login: 'aikomori', site: 140000005, blog: 'Paper Cranes' },
];
const POSTS: Post[] = [
  { site: 150031337, id: 201, title: 'A week without screens', url: 'https://urban-workshop1.wordpress.com/2026/01/05/a-week-without-screens/' },
  { site: 150062674, id: 202, title: 'Pruning the old pear tree', url: 'https://morning-garden2.wordpress.com/2026/01/09/pruning-the-old-pear-tree/' },
  { site: 150031337, id: 203, title: 'Notes on sourdough', url: 'https://urban-workshop1.wordpress.com/2026/01/12/notes-on-sourdough/' },
];
const COMMENTS = [
  'This is exactly what I needed to read today. Thank you!',
  'How long did the whole thing take you?',
  'Lovely photos. Which lens did you use?',
  'I tried this last spring and it worked wonders.',
];
const NOTICONS: Record<GeneratedType, string> = {
  comment: '\uf300', like: '\uf408', follow: '\uf801', comment_like: '\uf408', reblog: '\uf805', new_post: '\uf418', blogging_prompts_note: '\uf410',
};

const pick = <T>(list: readonly T[], seq: number): T => list[seq % list.length] as T;
const avatar = (person: Person): string => `https://0.gravatar.com/avatar/${person.login}?s=256&d=identicon&r=G`;
const userRange = (person: Person, start: number): Record<string, unknown> => ({
  type: 'user', url: `https://${person.login}.wordpress.com`, site_id: person.site, id: person.id, indices: [start, start + person.name.length],
});
const postRange = (post: Post, start: number): Record<string, unknown> => ({
  type: 'post', url: post.url, site_id: post.site, id: post.id, indices: [start, start + post.title.length],
});

function userBlock(person: Person, following: boolean): MockBlock {
  return {
    text: person.name,
    ranges: [userRange(person, 0)],
    media: [{ type: 'image', indices: [0, 0], height: '256', width: '256', url: avatar(person) }],
    actions: { follow: following },
    meta: { ids: { user: person.id, site: person.site }, links: { home: `https://${person.login}.wordpress.com` }, titles: { home: person.blog } },
    type: 'user',
  };
}

/** `"{name} {verb} {title}"` with the user and post ranges in place. */
function headline(person: Person, verb: string, post?: Post): MockBlock {
  const text = post ? `${person.name} ${verb} ${post.title}` : `${person.name} ${verb}`;
  const ranges = [userRange(person, 0)];
  if (post) ranges.push(postRange(post, text.length - post.title.length));
  return { text, ranges };
}

/** A note of `type` (without id, timestamp or hash: the state fills them in). */
export function buildNote(type: GeneratedType, seq: number): Partial<MockNote> {
  const person = pick(PEOPLE, seq);
  const post = pick(POSTS, seq);
  const base = { type, read: 0 as const, noticon: NOTICONS[type], icon: avatar(person), url: post.url };
  const siteMeta = { ids: { site: post.site, post: post.id }, links: {} };
  switch (type) {
    case 'comment': {
      const comment = 900000 + seq;
      const text = pick(COMMENTS, seq);
      const ids = { site: post.site, post: post.id, comment, user: person.id };
      return {
        ...base, title: 'New Comment', url: `${post.url}#comment-${comment}`,
        subject: [headline(person, 'commented on', post), { text, ranges: [{ type: 'comment', url: `${post.url}#comment-${comment}`, site_id: post.site, post_id: post.id, id: comment, indices: [0, text.length] }] }],
        body: [
          userBlock(person, seq % 2 === 0),
          {
            text, type: 'comment', nest_level: 0, meta: { ids },
            actions: { 'spam-comment': false, 'trash-comment': false, 'approve-comment': seq % 3 !== 0, 'edit-comment': true, 'replyto-comment': true, 'like-comment': false },
          },
        ],
        meta: { ids, links: {} },
      };
    }
    case 'comment_like':
      return { ...base, title: '1 Like', subject: [headline(person, 'liked your comment on', post)], body: [userBlock(person, false)], meta: { ids: { site: post.site, post: post.id, comment: 900000 + seq - 3 }, links: {} } };
    case 'follow':
      return { ...base, title: '1 Follower', url: 'https://wordpress.com/people/followers/urban-workshop1', subject: [headline(person, 'followed your blog')], body: [userBlock(person, false)], meta: { ids: { site: post.site }, links: {} } };
    case 'reblog':
      return { ...base, title: 'Reblog', subject: [headline(person, 'reblogged', post)], body: [userBlock(person, false), { text: post.title, ranges: [postRange(post, 0)], actions: { 'like-post': false }, meta: { ids: { site: person.site, post: 7000 + seq } }, type: 'post' }], meta: siteMeta };
    case 'new_post': {
      const theirs = { site: person.site, id: 8000 + seq, title: `${person.blog}: week ${seq}`, url: `https://${person.login}.wordpress.com/?p=${8000 + seq}` };
      return { ...base, title: 'New Post', url: theirs.url, subject: [headline(person, 'published', theirs)], body: [userBlock(person, true), { text: theirs.title, ranges: [postRange(theirs, 0)], actions: { 'like-post': false, 'replyto-comment': true }, meta: { ids: { site: theirs.site, post: theirs.id } }, type: 'post' }], meta: { ids: { site: theirs.site, post: theirs.id, user: person.id }, links: {} } };
    }
    case 'blogging_prompts_note':
      return { ...base, title: 'Daily Prompt', subject: [{ text: 'Daily writing prompt' }, { text: 'What small thing made you smile this week?' }], body: [{ text: 'What small thing made you smile this week?' }, { text: 'Answer the prompt', actions: { 'answer-prompt': `https://wordpress.com/post/urban-workshop1?answer_prompt=${3000 + seq}` } }], meta: { ids: { site: post.site, prompt: 3000 + seq }, links: {} } };
    default:
      return { ...base, title: 'Like', subject: [headline(person, 'liked your post', post)], body: [userBlock(person, seq % 2 === 1)], meta: siteMeta };
  }
}
