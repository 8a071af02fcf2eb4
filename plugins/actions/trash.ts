/** Move a comment to the trash (T), behind the undo bar. */
import { defineRemoval } from '../lib/removal.ts';
import { commentOfEntry } from '../lib/target.ts';

/** The trash action: delete the comment by site and comment id. */
export const trashAction = defineRemoval({
  kind: 'trash',
  flag: 'trash-comment',
  label: 'Trash',
  shortcut: { key: 't', description: 'Move the comment to the trash' },
  async execute(entry, context) {
    await commentOfEntry(context, entry).del();
  },
  // A delete of a comment already in the trash deletes it for good: the queue sends a step again
  // only after this says its first try (whose answer was lost) did not land.
  landed: async (entry, context) => (await commentOfEntry(context, entry).get()).status === 'trash',
  failureMessage: 'Could not move the comment to the trash. It is back in the list.',
  goneMessage: 'Moving the comment to the trash was not sent: the comment no longer exists.',
  doneText: ['Comment trashed', '%d comments trashed'],
  bulkShortcut: { key: '#', description: 'Move the selected comments to the trash' },
  bulkFailureMessage: [
    '%d comment could not be moved to the trash. It is back in the list.',
    '%d comments could not be moved to the trash. They are back in the list.',
  ],
});
