// A note type written outside the panel's repository, against the published package's types.
// docs/plugins.md quotes the block below (test/package-docs.test.ts checks it still does).
// example:note-type
import { classifyBlock, defineNoteType } from 'notes-panel';

/** Orders from the site's shop: a note type the platform added later. */
export const storeOrderNoteType = defineNoteType({
  name: 'store-order',
  matches: (note) => note.type === 'store_order',
  header: () => 'subject',
  summary: (note) => note.subject?.[1] ?? null,
  // An order block (meta.ids.order) is laid out like a post block; the rest as the data says.
  classifyBlock: (note, block) => (block.meta?.ids?.order !== undefined ? 'post' : classifyBlock(note, block)),
});
// end
