/** Note type `new_post`: a new post on a site you follow; it can be liked and commented on. */
import { defineNoteType } from '../../src/core/index.ts';
import { ofType } from '../lib/subject.ts';

/** The `new_post` note type: a plain subject header; body blocks classified from their data. */
export const newPostNoteType = defineNoteType({
  name: 'new-post',
  badge: 'post',
  matches: ofType('new_post'),
  header: () => 'subject',
});
