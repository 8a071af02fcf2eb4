// The panel as the library exports it: the shipped plugins unless you give your own list.
import { defaultPlugins } from '../plugins/index.ts';
import { defaultViews } from '../plugins/views.ts';
import { NotificationsPanel as Panel } from './ui/FullPanel.tsx';
import type { NotificationsPanelProps } from './ui/Panel.tsx';

/** The notifications panel with every view drawn at once; `plugins` and `views` default to the shipped ones. */
export function NotificationsPanel(props: NotificationsPanelProps) {
  return <Panel {...props} plugins={props.plugins ?? defaultPlugins} views={props.views ?? defaultViews} />;
}
