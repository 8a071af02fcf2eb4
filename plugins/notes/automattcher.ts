/** Note type `automattcher`: a post that mentions a term you watch; it can be liked and commented on. */
import { defineNoteType } from '../../src/core/index.ts';
import { ofType } from '../lib/subject.ts';

/** The `automattcher` note type: a plain subject header; body blocks classified from their data. */
export const automattcherNoteType = defineNoteType({
  name: 'automattcher',
  badge: 'mention',
  matches: ofType('automattcher'),
  header: () => 'subject',
});
