// The app's own iframe app: the panel's page with the app's note type and action, built from this
// entry (panel.html, vite.frame.config.ts) without touching the package. docs/embedding.md quotes
// the block below (test/package-docs.test.ts checks it still does).
// example:frame-entry
import { startPanelApp } from 'notes-panel/frame';
import { storeOrderNoteType } from './store-order';

const root = document.getElementById('panel');
if (!root) throw new Error('panel.html lacks its #panel element');
void startPanelApp(root, window, {
  // The pages allowed to embed the panel: exact origins, never "*".
  hostOrigins: ['https://shop.example'],
  appOrigin: 'https://wordpress.com',
  // Note types load at once: the list and the host's badge need them.
  plugins: [storeOrderNoteType],
  // Actions come with the first open, in a chunk of their own, as the shipped ones do.
  laterPlugins: () => import('./pin').then((module) => [module.pinAction]),
});
// end
