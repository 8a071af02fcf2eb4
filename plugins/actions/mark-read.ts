/**
 * Mark as read / Mark as unread, one toggle. It only appends the marks: the sync engine sends the
 * read call for them and keeps the note read locally if that call fails.
 */
import { defineAction, isUnread, type ActionContext } from '../../src/core/index.ts';

const isRead = ({ state, note }: ActionContext) => !isUnread(state, note);
const idsOf = (contexts: readonly ActionContext[]) => contexts.map(({ note }) => note.id);

/** The read toggle: 'Mark as read' on an unread note, 'Mark as unread' on a read one. */
export const markReadAction = defineAction({
  name: 'mark-read',
  icon: 'unread',
  label: { off: 'Mark as read', on: 'Mark as unread' },
  isOn: isRead,
  perform: (context) => [
    isRead(context) ? { type: 'note/markedUnread', ids: [context.note.id] } : { type: 'note/markedRead', ids: [context.note.id] },
  ],
  undo: (context) =>
    isRead(context)
      ? { kind: 'unread', revert: [{ type: 'note/markedRead', ids: [context.note.id] }] }
      : { kind: 'read', revert: [{ type: 'note/markedUnread', ids: [context.note.id] }] },
  undoTexts: {
    read: { done: ['Marked as read', '%d notifications marked as read'], undone: ['Undone: marked as unread again.', 'Undone: %d notifications marked as unread again.'] },
    unread: { done: ['Marked as unread', '%d notifications marked as unread'], undone: ['Undone: marked as read again.', 'Undone: %d notifications marked as read again.'] },
  },
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
