/**
 * The panel's stylesheets, relative to src/ui, in cascade order: one list for everything that
 * gathers them (the package's styles.css, the CLI's `render`). The app and the demo import them
 * directly: a module that only imports CSS counts as side-effect free (package.json `sideEffects`)
 * and a bundler drops it, and with it every style.
 */
export const STYLESHEETS = ['panel.css', 'search.css', 'bulk.css', 'bulk-toolbar.css', 'undo.css', 'shortcuts.css', 'detail.css', 'rich-text/rich-text.css', 'filter-previews.css', 'site-menu.css', 'settings.css'] as const;
