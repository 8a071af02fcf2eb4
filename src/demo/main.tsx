// The demo's entry (index.html): the host page, the gallery, and the panel without its iframe.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Gallery } from './Gallery.tsx';
import { HostPage } from './HostPage.tsx';
import { LivePanel } from './LivePanel.tsx';
import { PluginTabs } from './PluginTabs.tsx';
import '../ui/panel.css';
import '../ui/search.css';
import '../ui/bulk.css';
import '../ui/bulk-toolbar.css';
import '../ui/undo.css';
import '../ui/shortcuts.css';
import '../ui/detail.css';
import '../ui/rich-text/rich-text.css';
import '../ui/filter-previews.css';
import '../ui/site-menu.css';
import '../ui/settings.css';
import './demo.css';

const router = createBrowserRouter([
  { path: '/', element: <HostPage /> },
  { path: '/gallery', element: <Gallery /> },
  { path: '/live', element: <LivePanel /> },
  { path: '/tabs', element: <PluginTabs /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
