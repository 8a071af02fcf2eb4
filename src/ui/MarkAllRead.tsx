import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { usePanel } from './context.ts';
import { Icon } from './icons/index.ts';

/**
 * "Mark all as read": the replaced panel's most requested missing feature. The host marks them (the
 * iframe app's sync engine, which also marks the notes not loaded; the library's panel, the loaded ones).
 * With nothing unread it stays, dimmed and doing nothing: gone, it let the header's other buttons
 * slide under the pointer that had just clicked it.
 */
export const MarkAllRead = memo(function MarkAllRead() {
  useSignals();
  const { core, host, i18n } = usePanel();
  const none = core.select.unreadCount.value === 0;
  return (
    <button type="button" className="wpnc__mark-all" aria-disabled={none || undefined} onClick={() => none || host.markAllRead?.()}>
      <Icon name="read" size={18} />
      <span className="wpnc__mark-all-label">{i18n.__('Mark all as read')}</span>
    </button>
  );
});
