// Desktop notifications' place in the panel (issue 34): nothing unless the host opted in; then
// their views, which come in the same chunk as their control (src/frame/notify/desktop.ts).
import { useSignals } from '@preact/signals-react/runtime';
import { usePanel } from './context.ts';

/** The offer line and settings ("line"), or the settings button ("button"). */
export function DesktopNotifySlot(props: { part: 'line' | 'button' }) {
  useSignals();
  const control = usePanel().host.desktopNotify?.value;
  return control ? <control.View part={props.part} /> : null;
}
