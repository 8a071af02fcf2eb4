// The package's public surface: the headless core, the React panel, sync, and the API client.
export * from './core/index.ts';
export { NotificationsPanel, type NotificationsPanelProps } from './ui/Panel.tsx';
export { registerSync, createWebSocketConnector, createPinghubConnector, type SyncEngine, type SyncOptions } from './sync/index.ts';
export { defaultPlugins } from '../plugins/index.ts';
export { default as wpcom, createFetchHandler } from './api/index.ts';
export { mountNotesPanel, type MountOptions, type NotesPanelHandle } from './frame/host/index.ts';
