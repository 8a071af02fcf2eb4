/** The meta tag of the built panel.html naming the first-open chunk and its stylesheet (scripts/preload-first-open.ts). */
export const PRELOAD_META = 'notes-preload';

/**
 * Asks, at low priority, for the files the built page names, together (none in development): the
 * first-open chunk is then fetched and compiled before the views mount (issue 33).
 */
export function preloadFirstOpen(document: Document): void {
  const files = document.querySelector(`meta[name="${PRELOAD_META}"]`)?.getAttribute('content')?.split(' ') ?? [];
  for (const href of files) {
    const link = document.createElement('link');
    const style = href.endsWith('.css');
    link.rel = style ? 'preload' : 'modulepreload';
    if (style) link.as = 'style';
    link.href = href;
    // As Vite's loader asks for them, so the browser uses what was preloaded.
    link.crossOrigin = '';
    link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
  }
}
