/**
 * Mark as read / Mark as unread, one toggle. It only appends the marks: the sync engine sends the
 * read call for them and keeps the note read locally if that call fails.
 */
import { markRead } from '../../src/api/notifications.ts';
import { defineAction, isUnread, type ActionContext, type QueueableRequest } from '../../src/core/index.ts';

const isRead = ({ state, note }: ActionContext) => !isUnread(state, note);
const idsOf = (contexts: readonly ActionContext[]) => contexts.map(({ note }) => note.id);

/**
 * A read or unread mark as the offline queue sends it (the sync engine queues it). A failure keeps
 * the mark locally, as a failed read call always does, so there is nothing to put back.
 */
export const markReadRequest: QueueableRequest = {
  keeps: 'read',
  async send(entry, context) {
    if (!(await markRead(context.wpcom, [entry.noteId], entry.on ? 9999 : -1))) throw new Error('the read call reported no success');
  },
  succeeded: () => [],
  failed: () => [],
  failureMessage: () => null,
  goneMessage: (entry) => (entry.on ? 'Marking a notification as read was not sent: it no longer exists.' : 'Marking a notification as unread was not sent: it no longer exists.'),
};

/** The read toggle: 'Mark as read' on an unread note, 'Mark as unread' on a read one. */
export const markReadAction = defineAction({
  name: 'mark-read',
  icon: 'unread',
  queue: markReadRequest,
  label: { off: 'Mark as read', on: 'Mark as unread' },
  isOn: isRead,
  perform: (context) => [
    isRead(context) ? { type: 'note/markedUnread', ids: [context.note.id] } : { type: 'note/markedRead', ids: [context.note.id] },
  ],
  undo: (context) =>
    isRead(context)
      ? { kind: 'unread', revert: [{ type: 'note/markedRead', ids: [context.note.id] }] }
      : { kind: 'read', revert: [{ type: 'note/markedUnread', ids: [context.note.id] }] },
  // The sync engine sends one read call for all of them (the platform's read endpoint takes many ids).
  bulk: [
    {
      name: 'mark-read-all',
      label: 'Mark as read',
      shortcut: { key: 'Shift+i', description: 'Mark the selected notifications as read' },
      applies: (context) => !isRead(context),
      perform: (contexts) => [{ type: 'note/markedRead', ids: idsOf(contexts) }],
      undo: (contexts) => ({ kind: 'read', revert: [{ type: 'note/markedUnread', ids: idsOf(contexts) }] }),
    },
    {
      name: 'mark-unread-all',
      label: 'Mark as unread',
      shortcut: { key: 'Shift+u', description: 'Mark the selected notifications as unread' },
      applies: isRead,
      perform: (contexts) => [{ type: 'note/markedUnread', ids: idsOf(contexts) }],
      undo: (contexts) => ({ kind: 'unread', revert: [{ type: 'note/markedRead', ids: idsOf(contexts) }] }),
    },
  ],
});
