// The React half of the iframe app, loaded on first open or when the browser is idle.
import type { I18n } from '@wordpress/i18n';
import { createRoot } from 'react-dom/client';
import type { PanelCore } from '../core/core.ts';
import type { PanelHost } from '../ui/context.ts';
import { panelDirection } from '../ui/direction.ts';
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
  const locale = options.core.state.peek().client.locale;
  const describe = () => describeDocument(root.ownerDocument, options.i18n, locale);
  const unsubscribe = options.i18n.subscribe(describe);
  describe();
  return () => {
    unsubscribe();
    reactRoot.unmount();
  };
}

/**
 * The frame's title and its visually hidden heading (panel.html), in the panel's language; its
 * language and direction on <html>, where screen readers pick their voice and the browser its
 * default direction (panel.html says lang="en").
 */
function describeDocument(doc: Document, i18n: I18n, locale: string | undefined): void {
  if (locale) doc.documentElement.lang = locale.replace(/_/g, '-');
  doc.documentElement.dir = panelDirection(locale, i18n);
  const name = i18n.__('Notifications');
  doc.title = name;
  const heading = doc.getElementById('wpnc-frame-title');
  if (heading) heading.textContent = name;
}
