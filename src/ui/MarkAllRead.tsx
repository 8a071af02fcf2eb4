import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { unreadIds } from '../core/visible.ts';
import { usePanel } from './context.ts';
import { Icon } from './icons/index.ts';

/** "Mark all as read": the replaced panel's most requested missing feature. Sync sends the calls. */
export const MarkAllRead = memo(function MarkAllRead() {
  useSignals();
  const { core, host, i18n } = usePanel();
  const count = core.select.unreadCount.value;
  if (count === 0) return null;
  const markAll = () => {
    if (host.markAllRead) return host.markAllRead();
    const ids = unreadIds(core.state.peek(), core.select.sortedNotes.peek());
    if (ids.length === 0) return;
    // One undoable step, like any bulk read.
    core.append({ type: 'note/markedRead', ids });
    core.append({ type: 'undo/started', id: ids[0]!, ids, kind: 'read', revert: [{ type: 'note/markedUnread', ids }] });
  };
  return (
    <button type="button" className="wpnc__mark-all" onClick={markAll}>
      <Icon name="read" size={18} />
      <span className="wpnc__mark-all-label">{i18n.__('Mark all as read')}</span>
    </button>
  );
});
