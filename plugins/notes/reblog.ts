/** Note type `reblog`: a reblog of one of your posts: the reblogger, then the post. */
import { defineNoteType } from '../../src/core/index.ts';
import { ofType } from '../lib/subject.ts';

/** The `reblog` note type: a plain subject header; body blocks classified from their data. */
export const reblogNoteType = defineNoteType({
  name: 'reblog',
  badge: 'reblog',
  matches: ofType('reblog'),
  header: () => 'subject',
});
