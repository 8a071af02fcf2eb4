// The benchmarks' notes, deterministic (the index picks everything): every common type in the
// proportions of a busy blog. Comments of 1-4 sentences, some replying to the user's own comment, some
// mentioning someone; likes and follows of 1-8 people; comment likes, reblogs, new posts, prompts and
// badges. Shaped as the platform sends them (subject and body blocks, user blocks with avatars, ranges,
// action flags); ids, times and hashes are filled in by the mock state.
import { buildNote, type MockBlock, type MockNote } from '../mock/index.ts';

const NAMES = ['Maya Okafor', 'Luis Romero', 'Priya Natarajan', 'Jonas Berg', 'Aiko Mori', 'Sven Schmidt', 'Hiro Lindqvist', 'Ana Wójcik', 'Tomás Ruiz', 'Lena Vogel', 'Kofi Mensah'];
const SENTENCES = [
  'This is exactly what I needed to read today.',
  'How long did the whole thing take you?',
  'Lovely photos, which lens did you use?',
  'I tried this last spring and it worked wonders.',
  'The part about the morning light made me smile.',
  'Could you write more about the tools you used?',
  'My grandmother used to do it the very same way.',
];
const POST = { site: 150031337, title: 'A week without screens', url: 'https://urban-workshop1.wordpress.com/2026/01/05/a-week-without-screens/' };

/** The kinds of note, in the order the generator cycles through them (comments most often). */
const KINDS = ['comment', 'like', 'reply', 'follow', 'comment', 'mention', 'comment_like', 'like', 'badge', 'reblog', 'comment', 'follow', 'new_post', 'blogging_prompts_note'] as const;

interface Person { id: number; name: string; login: string; site: number }
const person = (seq: number): Person => {
  const name = NAMES[seq % NAMES.length]!;
  const login = name.toLowerCase().replace(/[^a-z]/g, '');
  return { id: 4_200_000 + (seq % NAMES.length), name, login, site: 160_000_000 + (seq % NAMES.length) };
};
const avatar = (who: Person) => `https://0.gravatar.com/avatar/${who.login}?s=256&d=identicon&r=G`;
const userRange = (who: Person, start: number) => ({ type: 'user', url: `https://${who.login}.wordpress.com`, site_id: who.site, id: who.id, indices: [start, start + who.name.length] });

function userBlock(who: Person, following: boolean): MockBlock {
  return {
    text: who.name, type: 'user', ranges: [userRange(who, 0)],
    media: [{ type: 'image', indices: [0, 0], height: '256', width: '256', url: avatar(who) }],
    actions: { follow: following },
    meta: { ids: { user: who.id, site: who.site }, links: { home: `https://${who.login}.wordpress.com` }, titles: { home: `${who.name.split(' ')[0]}'s blog` } },
  };
}

/** 1-4 sentences, picked by `seq`. */
const sentences = (seq: number) => Array.from({ length: 1 + (seq % 4) }, (_, index) => SENTENCES[(seq + index * 3) % SENTENCES.length]).join(' ');

function comment(seq: number, kind: 'comment' | 'reply' | 'mention'): Partial<MockNote> {
  const author = person(seq);
  const id = 900_000 + seq;
  const ids = { site: POST.site, post: 201, comment: id, user: author.id };
  let text = sentences(seq);
  const ranges: Record<string, unknown>[] = [];
  if (kind === 'mention') {
    const mentioned = person(seq + 3);
    text = `@${mentioned.login} ${text}`;
    ranges.push({ ...userRange(mentioned, 0), indices: [0, mentioned.login.length + 1] });
  }
  const verb = kind === 'reply' ? 'replied to your comment on' : kind === 'mention' ? 'mentioned you on' : 'commented on';
  const headline = `${author.name} ${verb} ${POST.title}`;
  const body: MockBlock[] = [];
  if (kind === 'reply') body.push({ text: sentences(seq + 1), type: 'comment', nest_level: 0, meta: { ids: { site: POST.site, post: 201, comment: id - 1, user: 1 } } });
  body.push(userBlock(author, seq % 2 === 0), {
    text, ranges, type: 'comment', nest_level: kind === 'reply' ? 1 : 0, meta: { ids },
    actions: { 'spam-comment': false, 'trash-comment': false, 'approve-comment': seq % 3 !== 0, 'edit-comment': true, 'replyto-comment': true, 'like-comment': seq % 5 === 0 },
  });
  return {
    type: 'comment', read: 0, noticon: '\uf300', icon: avatar(author), title: kind === 'mention' ? 'Mention' : 'New Comment', url: `${POST.url}#comment-${id}`,
    subject: [
      { text: headline, ranges: [userRange(author, 0), { type: 'post', url: POST.url, site_id: POST.site, id: 201, indices: [headline.length - POST.title.length, headline.length] }] },
      { text, ranges: [{ type: 'comment', url: `${POST.url}#comment-${id}`, site_id: POST.site, post_id: 201, id, indices: [0, text.length] }] },
    ],
    body, meta: { ids, links: {} },
  };
}

/** A like or a follow of 1-8 people: "Maya Okafor and 3 others liked your post …". */
function people(seq: number, kind: 'like' | 'follow'): Partial<MockNote> {
  const count = 1 + (seq % 8);
  const first = person(seq);
  const others = count > 1 ? ` and ${count - 1} other${count > 2 ? 's' : ''}` : '';
  const text = kind === 'like' ? `${first.name}${others} liked your post ${POST.title}` : `${first.name}${others} followed your blog`;
  const ranges: Record<string, unknown>[] = [userRange(first, 0)];
  if (kind === 'like') ranges.push({ type: 'post', url: POST.url, site_id: POST.site, id: 201, indices: [text.length - POST.title.length, text.length] });
  return {
    type: kind, read: 0, noticon: kind === 'like' ? '\uf408' : '\uf801', icon: avatar(first),
    title: kind === 'like' ? `${count} Like${count > 1 ? 's' : ''}` : `${count} Follower${count > 1 ? 's' : ''}`,
    url: kind === 'like' ? POST.url : 'https://wordpress.com/people/followers/urban-workshop1',
    subject: [{ text, ranges }],
    body: Array.from({ length: count }, (_, index) => userBlock(person(seq + index), (seq + index) % 3 === 0)),
    meta: { ids: kind === 'like' ? { site: POST.site, post: 201 } : { site: POST.site }, links: {} },
  };
}

function badge(seq: number): Partial<MockNote> {
  const likes = 50 * (1 + (seq % 10));
  const text = `Congratulations on getting ${likes} total likes on Urban Workshop!`;
  const art = `https://s.wp.com/wp-content/mu-plugins/achievements/likeable-blog-${likes}-2x.png`;
  return {
    type: 'like_milestone_achievement', read: 0, noticon: '', icon: art, title: 'Achievement', url: 'https://wordpress.com/stats/urban-workshop1',
    subject: [{ text, ranges: [{ type: 'site', url: 'https://urban-workshop1.wordpress.com', id: POST.site, indices: [text.length - 15, text.length - 1] }] }],
    body: [{ text: '', media: [{ type: 'badge', indices: [0, 0], height: '256', width: '256', url: art }] }, { text: `${text}\nYour current tally is ${likes + 4}.` }],
    meta: { ids: { site: POST.site }, links: {} },
  };
}

/** Note number `seq` (from 1) of the benchmark's stream, without id, time or hash. */
export function generateNote(seq: number): Partial<MockNote> {
  const kind = KINDS[seq % KINDS.length]!;
  switch (kind) {
    case 'comment': case 'reply': case 'mention': return comment(seq, kind);
    case 'like': case 'follow': return people(seq, kind);
    case 'badge': return badge(seq);
    default: return buildNote(kind, seq);
  }
}
