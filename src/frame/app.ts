import { computed, signal } from '@preact/signals-core';
import { createPanelCore, type PanelCore } from '../core/core.ts';
import type { PluginViews } from '../views.ts';
import type { Plugin } from '../core/plugin.ts';
import { createConsoleLogger } from '../core/logger.ts';
import { untilFailed } from '../core/once.ts';
import { registerSync, type SyncEngine, type TabsOptions } from '../sync/index.ts';
import { connectHost } from './bridge.ts';
import { createBrowserStorage } from '../core/browser-storage.ts';
import { readFrameConfig } from './config.ts';
import { browserConnectivity } from '../sync/connectivity.ts';
import { showLoadFailed } from './load-failed.ts';
import { fetchLocaleData } from './locale.ts';
import { connectPlatform } from './platform.ts';
import { preloadFirstOpen } from './preload.ts';
import type { DesktopNotify } from './notify/desktop.ts';

/** How long an open panel may wait for its views before it says they did not load (as a later view does). */
const VIEWS_DEADLINE_MS = 8000;

/** What an entry of the iframe app gives `startPanelApp` (docs/embedding.md, "Your own iframe app"). */
export interface PanelAppOptions {
  /** The exact origins of the pages allowed to embed the panel. */
  hostOrigins: readonly string[];
  /** Where links to the reader, settings and editor go. */
  appOrigin: string;
  /** Plugins registered at once, before the shipped ones arrive: note types (the list and the badge need them from the first load). */
  plugins?: readonly Plugin[];
  /**
   * Plugins loaded with the first open, beside the shipped ones (actions): `() => import('./actions.ts').then((module) => [module.pin])`,
   * so their code is a chunk of its own and the first load carries none of it.
   */
  laterPlugins?: () => Promise<readonly Plugin[]>;
  /** Their view modules (`definePluginViews`), loaded with the first open the same way: `() => import('./views.tsx').then((module) => [module.pinViews])`. */
  laterViews?: () => Promise<readonly PluginViews[]>;
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
 * `?tabsVersion=N` makes this tab speak another protocol version, as a tab of another build would
 * (the browser tests open two side by side). Only the dev server honours it: a built panel has no
 * such switch (import.meta.env.DEV is false there, and the code is dropped).
 */
function devTabsVersion(win: Window): number | undefined {
  // import.meta.env is Vite's: absent under plain Node (the CLI, the benchmark, the library without a bundler).
  if (!import.meta.env?.DEV) return undefined;
  const version = Number(new URL(win.location.href).searchParams.get('tabsVersion'));
  return Number.isInteger(version) && version > 0 ? version : undefined;
}

/**
 * Starts the panel inside its iframe: core, note types, sync, host bridge and translations at once,
 * so the host's badge is right from the start; React, the views and the actions (the first-open
 * chunk, mount-ui.tsx) load when the panel first opens, or when the browser is idle, whichever comes
 * first (they are most of the JavaScript). That chunk's shipped plugins and the entry's own
 * `laterPlugins` are what the core is told of as later plugins; the entry's `plugins` come at once.
 */
export async function startPanelApp(root: HTMLElement, win: Window, options: PanelAppOptions): Promise<PanelApp> {
  const config = readFrameConfig(win.location.href, options, win.document.referrer);
  const logger = createConsoleLogger('[notes]', { debug: config.debug });
  const platform = connectPlatform({ apiBase: config.apiBase, window: win, logger });
  const loadViews = () => import('./mount-ui.tsx');
  const core = createPanelCore({
    wpcom: platform.client,
    plugins: options.plugins,
    // Together: either failing fails the load, which the next open tries again.
    laterPlugins: () => Promise.all([loadViews(), options.laterPlugins?.()]).then(([module, theirs = []]) => [...module.panelPlugins, ...theirs]),
    locale: config.locale,
    logger,
    storage: createBrowserStorage(win, logger),
    track: (name, properties) => logger.debug(`track ${name}`, properties),
  });
  // The host's choice wins over the site the user last chose (remembered in storage).
  if (config.siteFilter !== null) core.append({ type: 'site/chosen', siteId: config.siteFilter });
  // The views render in English at once and switch when the language file arrives (or never, if
  // it fails or stalls): a slow file must not leave the panel blank. A local platform (the demo,
  // tests) serves its own sample language files, so no network is needed. Desktop notifications use it too.
  const languageUrl = config.apiBase ? (locale: string) => `${config.apiBase}/notifications/languages/${locale}-v1.1.json` : undefined;
  const localeData = fetchLocaleData(config.locale, { logger, clock: core.services.clock, url: languageUrl });
  // Desktop notifications (issue 34): their code loads only when the host says it opted in (a
  // failed load is logged, and the next message asks again), and
  // not before the views start loading (the first open, or the browser idle): their chunk shares the
  // views' React and translations, which must not compete with the badge's first requests.
  const desktop = signal<DesktopNotify | null>(null);
  let startViews = () => {};
  const viewsStarted = new Promise<void>((resolve) => (startViews = resolve));
  const bridge = connectHost({
    core,
    window: win,
    hostOrigins: config.hostOrigins,
    // The notifier sorts notes into kinds by their note types' tabs: those come with the views' plugins.
    onDesktop: (message) =>
      void viewsStarted.then(() => Promise.all([import('./notify/desktop.ts'), core.loadPlugins().catch(() => undefined)])).then(
        ([module]) => (desktop.value ??= module.createDesktopNotify({ core, send: bridge.send, localeData })).receive(message),
        (error: unknown) => logger.error('desktop notifications did not load', error),
      ),
  });
  const sync = registerSync(core, {
    realtime: platform.realtime,
    document: win.document,
    // One tab of the browser holds the realtime channel and polls; the others get its notes.
    tabs: {
      locks: win.navigator.locks as TabsOptions['locks'],
      BroadcastChannel: (win as Window & Pick<TabsOptions, 'BroadcastChannel'>).BroadcastChannel,
      version: devTabsVersion(win),
    },
    connectivity: browserConnectivity(win),
    // Web Locks where the browser has them: the tabs replay the offline queue once.
    locks: win.navigator.locks,
    // Built by the engine from the core's count and a checked note's type (the API's schema): it goes as it is.
    sendToHost: bridge.send,
  });
  let unmount: (() => void) | null = null;
  let hideFailure: (() => void) | null = null;
  const load = untilFailed(async () => {
    const [{ mountUi }, , views] = await Promise.all([loadViews(), core.loadPlugins(), options.laterViews?.()]);
    hideFailure?.();
    hideFailure = null;
    unmount = mountUi(root, {
      core,
      localeData,
      views,
      theme: config.theme,
      host: {
        appOrigin: config.appOrigin,
        siteUrl: config.siteUrl ?? undefined,
        currentHost: win.location.host,
        openUrl: (url) => void win.open(url, '_blank', 'noopener,noreferrer'),
        onListScroll: (scroll) => void sync.onListScroll(scroll),
        retry: () => sync.refresh(),
        markAllRead: () => void sync.markAllRead(),
        // A later view whose chunk is gone (a deploy): the reloaded frame gets the new ones.
        reload: () => win.location.reload(),
        desktopNotify: computed(() => desktop.value?.control ?? null),
      },
    });
  });
  // Never a blank panel: an open one whose views failed, or are not there after the deadline (a
  // stalled connection), says so and offers Reload; a closed one tries again at the next open.
  const showFailure = async () => {
    if (unmount || !core.state.peek().ui.isPanelOpen) return;
    const data = await localeData.catch(() => null);
    if (unmount) return;
    hideFailure?.();
    hideFailure = showLoadFailed(root, data, () => win.location.reload());
  };
  const mount = () => {
    startViews();
    // Loading now: no need to ask for the chunk ahead.
    offListed();
    if (!unmount && core.state.peek().ui.isPanelOpen) win.setTimeout(() => void showFailure(), VIEWS_DEADLINE_MS);
    return load().catch((error: unknown) => {
      logger.error('the panel view failed to load', error);
      return showFailure();
    });
  };
  const offOpened = core.bus.on('panel/opened', () => void mount());
  // Views that failed while offline (Reload would fail too) are asked for again once back online.
  // Chromium keeps a module that failed to load failed for the page's life, and the first-open
  // chunk is imported by the later ones too, so a query of its own cannot stand in for it: when
  // asking again fails, the frame reloads by itself. Nothing is lost: no view was ever drawn.
  const onOnline = () => {
    if (!hideFailure) return;
    void mount().then(() => {
      if (unmount || !hideFailure) return;
      logger.warn('the panel view still fails to load once back online: reloading the frame');
      win.location.reload();
    });
  };
  win.addEventListener('online', onOnline);
  // Once the badge's first list answer is in, the views' chunk and stylesheet are fetched together.
  const offListed = core.bus.on('notes/received', (event) => {
    if (!event.listIds) return;
    offListed();
    preloadFirstOpen(win.document);
  });
  if (core.state.peek().ui.isPanelOpen) void mount();
  const idle = (win as Window & { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback;
  const mountWhenIdle = (): void => {
    if (idle) idle.call(win, () => void mount());
    else win.setTimeout(() => void mount(), 1500);
  };
  // Not before the page's load event: the chunk's fetch would hold it (and the host page's) until it
  // arrives, for good on a stalled connection, and the proxy frame's own load leaves idle time before it.
  if (win.document.readyState === 'complete') mountWhenIdle();
  else win.addEventListener('load', mountWhenIdle, { once: true });
  return {
    core,
    sync,
    ready: () => mount(),
    dispose() {
      offOpened();
      offListed();
      win.removeEventListener('online', onOnline);
      desktop.value?.dispose();
      unmount?.();
      sync.dispose();
      bridge.dispose();
      core.dispose();
      platform.dispose();
    },
  };
}
