import wpcom, { createFetchHandler } from '../api/index.ts';
import { createProxyHandler } from '../api/proxy/index.ts';
import { createPanelCore, type PanelCore } from '../core/core.ts';
import { createConsoleLogger } from '../core/logger.ts';
import { defaultPlugins } from '../../plugins/index.ts';
import { createWebSocketConnector, registerSync, type SyncEngine } from '../sync/index.ts';
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
  /** Resolves once the views are mounted (loading them now if needed). */
  ready(): Promise<void>;
  dispose(): void;
}

/**
 * Starts the panel inside its iframe: core, plugins, sync, host bridge and translations at once, so
 * the host's badge is right from the start; React and the views load when the panel first opens,
 * or when the browser is idle, whichever comes first (they are most of the JavaScript).
 */
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
  // A local platform (the demo, tests) serves its own sample language files, so no network is needed.
  const languageUrl = config.apiBase ? (locale: string) => `${config.apiBase}/notifications/languages/${locale}-v1.1.json` : undefined;
  const i18n = await loadTranslations(config.locale, { logger, url: languageUrl });
  let unmount: (() => void) | null = null;
  let mounting: Promise<void> | null = null;
  const mount = () => {
    mounting ??= import('./mount-ui.tsx')
      .then(({ mountUi }) => {
        unmount = mountUi(root, {
          core,
          i18n,
          theme: config.theme,
          host: {
            appOrigin: config.appOrigin,
            openUrl: (url) => void win.open(url, '_blank', 'noopener,noreferrer'),
            onListScroll: (scroll) => void sync.onListScroll(scroll),
            retry: () => sync.refresh(),
          },
        });
      })
      .catch((error: unknown) => {
        mounting = null;
        logger.error('the panel view failed to load', error);
      });
    return mounting;
  };
  const offOpened = core.bus.on('panel/opened', () => void mount());
  if (core.state.peek().ui.isPanelOpen) void mount();
  const idle = (win as Window & { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback;
  if (idle) idle.call(win, () => void mount());
  else win.setTimeout(() => void mount(), 1500);
  return {
    core,
    sync,
    ready: () => mount(),
    dispose() {
      offOpened();
      unmount?.();
      sync.dispose();
      bridge.dispose();
      core.dispose();
    },
  };
}
