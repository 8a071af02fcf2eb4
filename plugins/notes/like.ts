/** Note type `like`: likes on a post; the body lists the users who liked it, each with a Subscribe flag. */
import { defineNoteType } from '../../src/core/index.ts';
import { ofType, subjectExcerpt } from '../lib/subject.ts';

/** The `like` note type: a plain subject header; body blocks classified from their data. */
export const likeNoteType = defineNoteType({
  name: 'like',
  badge: 'like',
  matches: ofType('like'),
  header: () => 'subject',
  summary: subjectExcerpt,
});
