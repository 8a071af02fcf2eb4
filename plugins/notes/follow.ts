/** Note type `follow`: new subscribers; one user block per subscriber. */
import { defineNoteType } from '../../src/core/index.ts';
import { ofType } from '../lib/subject.ts';

/** The `follow` note type: a plain subject header; body blocks classified from their data. */
export const followNoteType = defineNoteType({
  name: 'follow',
  badge: 'follow',
  matches: ofType('follow'),
  header: () => 'subject',
  filter: 'follows',
  tab: {
    name: 'follows',
    label: 'Subscribers',
    shortcut: { key: 'f', description: 'Show subscribers' },
    empty: { message: 'No new subscribers to report yet.', link: { text: "Get noticed: comment on posts you've read.", path: '/activities/likes' } },
  },
});
