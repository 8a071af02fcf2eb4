/** Mark a comment as spam (S), behind the undo bar. */
import { defineRemoval } from '../lib/removal.ts';
import { commentOfEntry } from '../lib/target.ts';

/** The spam action: GET the comment, then update its status to spam. */
export const spamAction = defineRemoval({
  kind: 'spam',
  flag: 'spam-comment',
  label: 'Spam',
  shortcut: { key: 's', description: 'Mark the comment as spam' },
  async execute(entry, context) {
    const comment = commentOfEntry(context, entry);
    // The platform's panel reads the comment first, so a comment deleted meanwhile fails here, loudly.
    await comment.get();
    await comment.update({ status: 'spam' });
  },
  failureMessage: 'Could not mark the comment as spam. It is back in the list.',
  goneMessage: 'Your spam report was not sent: the comment no longer exists.',
  doneText: ['Comment marked as spam', '%d comments marked as spam'],
  bulkShortcut: { key: '!', description: 'Mark the selected comments as spam' },
  bulkFailureMessage: [
    '%d comment could not be marked as spam. It is back in the list.',
    '%d comments could not be marked as spam. They are back in the list.',
  ],
});
