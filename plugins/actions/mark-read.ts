/**
 * Mark as read / Mark as unread, one toggle. It only appends the marks: the sync engine sends the
 * read call for them and keeps the note read locally if that call fails.
 */
import { defineAction, isUnread, type ActionContext } from '../../src/core/index.ts';

const isRead = ({ state, note }: ActionContext) => !isUnread(state, note);

/** The read toggle: 'Mark as read' on an unread note, 'Mark as unread' on a read one. */
export const markReadAction = defineAction({
  name: 'mark-read',
  icon: 'unread',
  label: { off: 'Mark as read', on: 'Mark as unread' },
  isOn: isRead,
  perform: (context) => [
    isRead(context) ? { type: 'note/markedUnread', ids: [context.note.id] } : { type: 'note/markedRead', ids: [context.note.id] },
  ],
});
