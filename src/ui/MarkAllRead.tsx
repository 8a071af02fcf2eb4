import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { usePanel } from './context.ts';
import { Icon } from './icons/index.ts';

/**
 * "Mark all as read": the replaced panel's most requested missing feature. The host marks them (the
 * iframe app's sync engine, which also marks the notes not loaded; the library's panel, the loaded ones).
 */
export const MarkAllRead = memo(function MarkAllRead() {
  useSignals();
  const { core, host, i18n } = usePanel();
  if (core.select.unreadCount.value === 0) return null;
  return (
    <button type="button" className="wpnc__mark-all" onClick={() => host.markAllRead?.()}>
      <Icon name="read" size={18} />
      <span className="wpnc__mark-all-label">{i18n.__('Mark all as read')}</span>
    </button>
  );
});
