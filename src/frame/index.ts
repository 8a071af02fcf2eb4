// `notes-panel/frame`: the iframe app for an entry file of yours (docs/embedding.md, "Your own
// iframe app"), so your plugins get into the panel's page without editing this package. The
// repository's own panel (src/frame/main.tsx) is such an entry, with the shipped plugins only.
export { startPanelApp, type PanelApp, type PanelAppOptions } from './app.ts';
