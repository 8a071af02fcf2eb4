// The React half of the iframe app, loaded on first open or when the browser is idle.
import type { I18n } from '@wordpress/i18n';
import { createRoot } from 'react-dom/client';
import type { PanelCore } from '../core/core.ts';
import type { PanelHost } from '../ui/context.ts';
import { NotificationsPanel, type PanelTheme } from '../ui/Panel.tsx';

/** Renders the panel into `root`; returns how to unmount it. */
export function mountUi(root: HTMLElement, options: { core: PanelCore; i18n: I18n; host: PanelHost; theme?: PanelTheme }): () => void {
  const reactRoot = createRoot(root);
  reactRoot.render(<NotificationsPanel core={options.core} i18n={options.i18n} host={options.host} theme={options.theme} />);
  return () => reactRoot.unmount();
}
