import { useSignals } from '@preact/signals-react/runtime';
import { usePanel } from './context.ts';
import { countText } from './count-text.ts';

/**
 * A line that stays while the panel is offline or actions wait in the offline queue, saying how
 * many; a polite live region, so a new count is heard. Nothing otherwise.
 */
export function OfflineNotice() {
  useSignals();
  const { core, i18n } = usePanel();
  const state = core.state.value;
  const waiting = state.queue.length;
  const online = !state.client.offline;
  if (online && waiting === 0) return null;
  let text: string = i18n.__("You're offline.");
  if (!online && waiting > 0) text = countText(i18n._n("You're offline. %d action will be sent when you're back online.", "You're offline. %d actions will be sent when you're back online.", waiting), waiting);
  else if (online) text = countText(i18n._n('%d action waiting to be sent.', '%d actions waiting to be sent.', waiting), waiting);
  return (
    <div className="wpnc__offline" role="status" aria-live="polite">
      {text}
    </div>
  );
}
