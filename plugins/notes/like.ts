/** Note type `like`: likes on a post; the body lists the users who liked it, each with a Subscribe flag. */
import { defineNoteType } from '../../src/core/index.ts';
import { ofType } from '../lib/subject.ts';

/** The `like` note type: a plain subject header; body blocks classified from their data. Its tab lists comment likes too. */
export const likeNoteType = defineNoteType({
  name: 'like',
  badge: 'like',
  matches: ofType('like'),
  header: () => 'subject',
  filter: 'likes',
  tab: {
    name: 'likes',
    label: 'Likes',
    shortcut: { key: 'l', description: 'Show likes' },
    empty: { message: 'No new likes to show yet.', link: { text: "Get noticed: comment on posts you've read.", path: '/activities/likes' } },
  },
});
