/**
 * Mark as read / Mark as unread, one toggle. It only appends the marks: the sync engine sends the
 * read call for them and keeps the note read locally if that call fails.
 */
import { defineAction, isUnread, type ActionContext, type BulkDeclaration, type PanelEvent, type UndoOffer } from '../../src/core/index.ts';

const isRead = ({ state, note }: ActionContext) => !isUnread(state, note);
const idsOf = (contexts: readonly ActionContext[]) => contexts.map(({ note }) => note.id);
/** The mark that makes notes read, or unread. */
const mark = (read: boolean, ids: number[]): PanelEvent => ({ type: read ? 'note/markedRead' : 'note/markedUnread', ids });
/** What undoes marking notes read (or unread): the other mark. */
const undoOf = (read: boolean, ids: number[]): UndoOffer => ({ kind: read ? 'read' : 'unread', revert: [mark(!read, ids)] });
/** A bulk button that marks the ticked notes read (or unread) that are not yet, as one undoable step. */
const bulkMark = (read: boolean, button: Pick<BulkDeclaration, 'name' | 'label' | 'shortcut'>): BulkDeclaration => ({
  ...button,
  applies: (context) => isRead(context) !== read,
  perform: (contexts) => [mark(read, idsOf(contexts))],
  undo: (contexts) => undoOf(read, idsOf(contexts)),
});

/** The read toggle: 'Mark as read' on an unread note, 'Mark as unread' on a read one. */
export const markReadAction = defineAction({
  name: 'mark-read',
  icon: 'unread',
  label: { off: 'Mark as read', on: 'Mark as unread' },
  isOn: isRead,
  perform: (context) => [mark(!isRead(context), [context.note.id])],
  undo: (context) => undoOf(!isRead(context), [context.note.id]),
  undoTexts: {
    read: { done: ['Marked as read', '%d notifications marked as read'], undone: ['Undone: marked as unread again.', 'Undone: %d notifications marked as unread again.'] },
    unread: { done: ['Marked as unread', '%d notifications marked as unread'], undone: ['Undone: marked as read again.', 'Undone: %d notifications marked as read again.'] },
  },
  // The sync engine sends one read call for all of them (the platform's read endpoint takes many ids).
  bulk: [
    bulkMark(true, { name: 'mark-read-all', label: 'Mark as read', shortcut: { key: 'Shift+i', description: 'Mark the selected notifications as read' } }),
    bulkMark(false, { name: 'mark-unread-all', label: 'Mark as unread', shortcut: { key: 'Shift+u', description: 'Mark the selected notifications as unread' } }),
  ],
});
