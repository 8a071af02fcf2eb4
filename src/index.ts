// The package's main entry (`notes-panel`): the headless core and plugin API, the React panel, sync,
// the default plugins, the API client and the host SDK. Each also has its own entry (package.json
// `exports`); the stylesheet is `notes-panel/styles.css`, imported once by the app.
export * from './core/index.ts';
export { NotificationsPanel } from './panel.tsx';
export type { NotificationsPanelProps } from './ui/Panel.tsx';
export type { PanelHost } from './ui/context.ts';
export { registerSync, browserConnectivity, createWebSocketConnector, createPinghubConnector, type Connectivity, type RealtimeConnector, type SyncEngine, type SyncOptions } from './sync/index.ts';
export { defaultPlugins } from '../plugins/index.ts';
export { defaultViews } from '../plugins/views.ts';
export * from './views.ts';
export { default as wpcom, createFetchHandler } from './api/index.ts';
export { createBrowserStorage } from './core/browser-storage.ts';
export { fetchLocaleData, loadTranslations, LANGUAGE_FILE, type TranslationOptions } from './frame/locale.ts';
export { mountNotesPanel, type MountOptions, type NotesPanelHandle } from './frame/host/index.ts';
