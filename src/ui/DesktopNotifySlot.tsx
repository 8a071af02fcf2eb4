// Desktop notifications' place in the panel (issue 34): nothing unless the host opted in; then
// their views, which come in the same chunk as their control (src/frame/notify/desktop.ts).
import { useSignals } from '@preact/signals-react/runtime';
import { usePanel } from './context.ts';

/** The offer line ("line"), or its section of the settings popover ("settings"). */
export function DesktopNotifySlot(props: { part: 'line' | 'settings' }) {
  useSignals();
  const control = usePanel().host.desktopNotify?.value;
  return control ? <control.View part={props.part} /> : null;
}
