// The React half of the iframe app, loaded on first open or when the browser is idle.
import { createI18n, type I18n, type LocaleData } from '@wordpress/i18n';
import { createRoot } from 'react-dom/client';
import type { PanelCore } from '../core/core.ts';
import type { PanelHost } from '../ui/context.ts';
import { panelDirection } from '../ui/direction.ts';
import { applyPanelWords } from '../ui/panel-words.ts';
import { PanelRoot, type PanelTheme } from '../ui/Panel.tsx';
// The list's styles load with this chunk, before it runs (Vite loads a chunk's CSS); the later
// views' styles come with their one chunk (src/ui/later-views.ts).
import '../ui/panel.css';
import '../ui/search.css';
import '../ui/bulk.css';

// The actions come with the views: nothing before the first open performs one, and the offline
// queue's replay waits for them (the core's `laterPlugins`, src/frame/app.ts).
import { defaultActions } from '../../plugins/actions/index.ts';
import { defaultNoteTypes } from '../../plugins/notes/index.ts';
import { defaultViews } from '../../plugins/views.ts';
import type { PluginViews } from '../views.ts';

/**
 * The shipped plugins the iframe app registers when this chunk arrives, before the entry's own later
 * ones (`startPanelApp`'s `laterPlugins`). Nothing before the first open draws a note or acts on one,
 * so the first load carries none of them.
 */
export const panelPlugins = [...defaultNoteTypes, ...defaultActions];

/** Renders the panel into `root`; returns how to unmount it. */
export function mountUi(root: HTMLElement, options: { core: PanelCore; i18n?: I18n; localeData?: Promise<LocaleData | null>; host: PanelHost; theme?: PanelTheme; views?: readonly PluginViews[] }): () => void {
  const i18n = options.i18n ?? createI18n();
  const locale = options.core.state.peek().client.locale;
  // The views render in English at once and switch when the language file arrives (if it does),
  // with the plugins' words.
  const stopWords = applyPanelWords(options.core, i18n, locale, options.localeData);
  const reactRoot = createRoot(root);
  // The shipped plugins' view modules (Snooze's), then the entry's (`startPanelApp`'s `laterViews`).
  reactRoot.render(<PanelRoot core={options.core} i18n={i18n} host={options.host} theme={options.theme} views={[...defaultViews, ...(options.views ?? [])]} />);
  const describe = () => describeDocument(root.ownerDocument, i18n, locale);
  const unsubscribe = i18n.subscribe(describe);
  describe();
  return () => {
    stopWords();
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
