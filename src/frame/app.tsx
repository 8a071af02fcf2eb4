import { createRoot } from 'react-dom/client';
import wpcom, { createFetchHandler } from '../api/index.ts';
import { createProxyHandler } from '../api/proxy/index.ts';
import { createPanelCore, type PanelCore } from '../core/core.ts';
import { createConsoleLogger } from '../core/logger.ts';
import { defaultPlugins } from '../../plugins/index.ts';
import { createWebSocketConnector, registerSync, type SyncEngine } from '../sync/index.ts';
import { NotificationsPanel } from '../ui/Panel.tsx';
import { connectHost } from './bridge.ts';
import { createBrowserStorage } from './browser-storage.ts';
import { readFrameConfig } from './config.ts';
import { loadTranslations } from './locale.ts';
import { parsePanelMessage } from './protocol.ts';

/** Build-time defaults of the iframe app. */
export interface AppDefaults {
  hostOrigins: readonly string[];
  appOrigin: string;
}

/** A running iframe app. */
export interface PanelApp {
  core: PanelCore;
  sync: SyncEngine;
  dispose(): void;
}

/** Starts the panel inside its iframe: core, plugins, sync, host bridge, translations, React. */
export async function startPanelApp(root: HTMLElement, win: Window, defaults: AppDefaults): Promise<PanelApp> {
  const logger = createConsoleLogger();
  const config = readFrameConfig(win.location.href, defaults);
  const client = config.apiBase
    ? wpcom('local-demo-token', createFetchHandler({ baseUrl: config.apiBase, token: 'local-demo-token' }))
    : wpcom(createProxyHandler({ window: win }));
  const core = createPanelCore({
    wpcom: client,
    plugins: defaultPlugins,
    locale: config.locale,
    logger,
    storage: createBrowserStorage(win, logger),
    track: (name, properties) => logger.debug(`track ${name}`, properties),
  });
  const bridge = connectHost({ core, window: win, hostOrigins: config.hostOrigins });
  const realtime = config.apiBase ? createWebSocketConnector({ baseUrl: config.apiBase.replace(/^http/, 'ws') }) : undefined;
  const sync = registerSync(core, {
    realtime,
    document: win.document,
    sendToHost: (message) => {
      const parsed = parsePanelMessage(message);
      if (parsed.ok) bridge.send(parsed.message);
      else logger.error(`not sending a malformed host message: ${parsed.reason}`);
    },
  });
  const i18n = await loadTranslations(config.locale, { logger });
  const reactRoot = createRoot(root);
  reactRoot.render(
    <NotificationsPanel
      core={core}
      i18n={i18n}
      host={{
        appOrigin: config.appOrigin,
        openUrl: (url) => void win.open(url, '_blank', 'noopener,noreferrer'),
        loadMore: () => void sync.loadMore(),
        retry: () => sync.refresh(),
      }}
    />,
  );
  return {
    core,
    sync,
    dispose() {
      reactRoot.unmount();
      sync.dispose();
      bridge.dispose();
      core.dispose();
    },
  };
}
