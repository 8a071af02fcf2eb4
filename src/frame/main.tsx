// The iframe app's entry (panel.html): the shipped plugins only, through the package's entry point
// as an embedder's own entry goes (docs/embedding.md). Its styles come with the views
// (mount-ui.tsx): the frame shows nothing before them.
import { startPanelApp } from './index.ts';

const root = document.getElementById('panel');
if (!root) throw new Error('panel.html lacks its #panel element');
// The build refused a list with "*" or a non-origin (scripts/frame-security.ts, parseHostOrigins).
const hostOrigins = (import.meta.env.VITE_NOTES_HOST_ORIGINS ?? 'https://wordpress.com').split(',').map((origin: string) => origin.trim()).filter(Boolean);
void startPanelApp(root, window, { hostOrigins, appOrigin: import.meta.env.VITE_NOTES_APP_ORIGIN ?? 'https://wordpress.com' });
