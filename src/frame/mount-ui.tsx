// The React half of the iframe app, loaded on first open or when the browser is idle.
import type { I18n } from '@wordpress/i18n';
import { createRoot } from 'react-dom/client';
import type { PanelCore } from '../core/core.ts';
import type { PanelHost } from '../ui/context.ts';
import { NotificationsPanel, type PanelTheme } from '../ui/Panel.tsx';
// The list's styles load with this chunk, before it runs (Vite preloads a chunk's CSS); the open
// note's rich-text styles come with its own chunk (src/ui/detail-view.ts).
import '../ui/panel.css';
import '../ui/search.css';
import '../ui/bulk.css';

/** Renders the panel into `root`; returns how to unmount it. */
export function mountUi(root: HTMLElement, options: { core: PanelCore; i18n: I18n; host: PanelHost; theme?: PanelTheme }): () => void {
  const reactRoot = createRoot(root);
  reactRoot.render(<NotificationsPanel core={options.core} i18n={options.i18n} host={options.host} theme={options.theme} />);
  const unsubscribe = options.i18n.subscribe(() => nameDocument(root.ownerDocument, options.i18n));
  nameDocument(root.ownerDocument, options.i18n);
  return () => {
    unsubscribe();
    reactRoot.unmount();
  };
}

/** The frame's title and its visually hidden heading (panel.html), in the panel's language. */
function nameDocument(doc: Document, i18n: I18n): void {
  const name = i18n.__('Notifications');
  doc.title = name;
  const heading = doc.getElementById('wpnc-frame-title');
  if (heading) heading.textContent = name;
}
