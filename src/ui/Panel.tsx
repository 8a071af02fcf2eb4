import { useSignals } from '@preact/signals-react/runtime';
import { createI18n, type I18n } from '@wordpress/i18n';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { fetchLocaleData, type TranslationOptions } from '../frame/locale.ts';
import { createPanelCore, type PanelCore, type PanelCoreOptions } from '../core/core.ts';
import type { PanelEvent } from '../core/events.ts';
import { LIMITS } from '../core/state.ts';
import { unreadIds } from '../core/visible.ts';
import { PanelContext, usePanel, usePanelState, type KeyFlipper, type PanelHost } from './context.ts';
import { FilterBar } from './FilterBar.tsx';
import { MarkAllRead } from './MarkAllRead.tsx';
import { toKeyInput } from './key-input.ts';
import { ListArea } from './ListArea.tsx';
import { SearchField, SearchToggle } from './SearchField.tsx';
import { SearchStatus } from './SearchStatus.tsx';
import { SiteChip, SiteChooser } from './SiteChooser.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { DesktopNotifySlot } from './DesktopNotifySlot.tsx';
import { ShortcutsPopover } from './ShortcutsPopover.tsx';
import { SettingsPopover } from './SettingsPopover.tsx';
import { StatusBar } from './StatusBar.tsx';
import { withTranslationCache } from './translation-cache.ts';
import { UndoRegion } from './UndoRegion.tsx';
import { useDisposer } from './use-disposer.ts';
import { laterViewsLoaded, preloadLaterViews, useLaterViews } from './views.tsx';
import { logicalArrowKey, panelDirection } from './direction.ts';
import { useFocusReturn } from './use-focus-return.ts';
import { applyPanelWords } from './panel-words.ts';
import type { PluginViews } from '../views.ts';

const disposeCore = (core: PanelCore) => core.dispose();

/** Props of the panel; `wpcom`, `isShowing`, `isVisible` and `locale` as the replaced panel had. */
export interface NotificationsPanelProps {
  /** A core to show; without one the panel builds its own from `wpcom` and `plugins`. */
  core?: PanelCore;
  wpcom?: PanelCoreOptions['wpcom'];
  plugins?: PanelCoreOptions['plugins'];
  isShowing?: boolean;
  isVisible?: boolean;
  /** The panel's language (the core's by default): its language file and the plugins' words are loaded for it. */
  locale?: string;
  host?: Partial<PanelHost>;
  /** Translations of the embedder's: the plugins' words are added to them, and no language file is loaded. */
  i18n?: I18n;
  /** Where the language file comes from: `url(locale)` (the platform's by default) and `fetch`. */
  languageFile?: Pick<TranslationOptions, 'url' | 'fetch'>;
  /** Light or dark; `auto` (the default) follows the reader's `prefers-color-scheme`. */
  theme?: PanelTheme;
  /** The plugins' view modules (`definePluginViews`): their row, header, block and action parts. */
  views?: readonly PluginViews[];
}

/** The panel's colour scheme. */
export type PanelTheme = 'light' | 'dark' | 'auto';

const defaultHost: PanelHost = {
  appOrigin: 'https://wordpress.com',
  openUrl: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
};

/**
 * The notifications panel as a library gives it: it builds what it is not given (a core, its
 * translations, the host's callbacks) and follows `isShowing` and `isVisible`. The iframe app gives
 * everything and drives the core itself: it draws `PanelRoot`, and its chunk carries none of this.
 */
export function NotificationsPanel(props: NotificationsPanelProps) {
  const [owned] = useState(() =>
    props.core ? null : createPanelCore({ wpcom: props.wpcom, plugins: props.plugins ?? [], locale: props.locale }),
  );
  const core = props.core ?? owned!;
  useDisposer(owned, disposeCore);
  const locale = props.locale ?? core.state.peek().client.locale;
  // One per locale: another language's words must not linger where the new file has none.
  const [own, setOwn] = useState(() => ({ locale, i18n: createI18n() }));
  if (own.locale !== locale) setOwn({ locale, i18n: createI18n() });
  const i18n = props.i18n ?? own.i18n;
  const { languageFile } = props;
  useEffect(() => {
    const { logger, clock } = core.services;
    // English while it loads, and for good when it fails (logged); an embedder's i18n has its own.
    const file = i18n === own.i18n ? fetchLocaleData(locale, { logger, clock, ...languageFile }) : undefined;
    return applyPanelWords(core, i18n, locale, file);
    // Loaded once per locale: a new `languageFile` object at each render must not fetch it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [core, i18n, own, locale]);
  const host = useMemo(() => ({ ...defaultHost, markAllRead: () => markLoadedRead(core), ...props.host }), [core, props.host]);
  // Without these props the core is driven from elsewhere (the iframe's host bridge); with them, as
  // the replaced panel was, by its parent component. A panel given no core and no props just shows.
  const isShowing = props.isShowing ?? (props.core ? undefined : true);
  const isVisible = props.isVisible;

  useEffect(() => {
    if (isShowing === undefined || core.state.peek().ui.isPanelOpen === isShowing) return;
    core.append(isShowing ? { type: 'panel/opened' } : { type: 'panel/closed' });
    if (isShowing) core.append({ type: 'shortcuts/enabled' });
  }, [core, isShowing]);
  useEffect(() => {
    if (isVisible !== undefined && core.state.peek().ui.isVisible !== isVisible) core.append({ type: 'document/visibilityChanged', visible: isVisible });
  }, [core, isVisible]);
  return <PanelRoot core={core} host={host} i18n={i18n} theme={props.theme} views={props.views} />;
}

/**
 * "Mark all as read" without a sync engine (a host that gives none): the loaded unread notes, in one
 * undoable step, like any bulk read.
 */
function markLoadedRead(core: PanelCore): void {
  const ids = unreadIds(core.state.peek(), core.select.sortedNotes.peek());
  if (ids.length === 0) return;
  core.append({ type: 'note/markedRead', ids });
  core.append({ type: 'undo/started', id: ids[0]!, ids, kind: 'read', revert: [{ type: 'note/markedUnread', ids }] });
}

/** The panel for a core, its host and translations: the panel's context, its keys, and the views. */
export function PanelRoot(props: { core: PanelCore; host: PanelHost; i18n: I18n; theme?: PanelTheme | undefined; views?: readonly PluginViews[] | undefined }) {
  const { core, host, views } = props;
  const i18n = useMemo(() => withTranslationCache(props.i18n), [props.i18n]);
  const localeData = useLocaleData(i18n);
  const theme = props.theme ?? 'auto';
  const [flippers] = useState(() => new Set<KeyFlipper>());
  const value = useMemo(() => ({ core, host, i18n, localeData, theme, flippers, views }), [core, host, i18n, localeData, theme, flippers, views]);

  useEffect(() => {
    // A step shown ahead of the core reaches it before any other key or click is handled.
    const flush = () => {
      for (const flipper of flippers) flipper.flush();
    };
    const present = (events: readonly PanelEvent[]) => [...flippers].some((flipper) => flipper.present(events));
    const keydown = (event: KeyboardEvent) => {
      flush();
      if (event.defaultPrevented) return;
      const input = toKeyInput(event);
      const direction = panelDirection(core.state.peek().client.locale, i18n);
      if (core.handleKey({ ...input, key: logicalArrowKey(input.key, direction) }, present).handled) event.preventDefault();
    };
    window.addEventListener('keydown', keydown);
    window.addEventListener('pointerdown', flush, true);
    return () => {
      window.removeEventListener('keydown', keydown);
      window.removeEventListener('pointerdown', flush, true);
    };
  }, [core, i18n, flippers]);

  return (
    <PanelContext.Provider value={value}>
      <PanelLayout />
    </PanelContext.Provider>
  );
}

/**
 * The translations `i18n` holds now, a new object whenever they change: locale data can arrive after
 * the first paint (the language file is fetched), and the views render again then. A store, not an
 * effect's subscription: data set between the first render and the effect would be missed, and the
 * panel would stay in English.
 */
export function useLocaleData(i18n: I18n): unknown {
  const read = () => i18n.getLocaleData();
  // The same on a server render (the CLI draws the panel to a string).
  return useSyncExternalStore(i18n.subscribe, read, read);
}

function PanelLayout() {
  useSignals();
  const { core, i18n, theme } = usePanel();
  // Parts of the state, so an event that changes none of them (most do not) draws nothing here.
  const wide = usePanelState((state) => state.ui.viewportWidth >= LIMITS.wideLayoutPx);
  const isOpen = usePanelState((state) => state.ui.isPanelOpen);
  const locale = usePanelState((state) => state.client.locale);
  const filterName = usePanelState((state) => state.ui.filterName);
  const selected = core.select.selectedNote.value;
  // A panel built with a note already open (a gallery, a server render) must not pull the page's
  // focus into itself; notes the user opens later do take focus.
  const [initialSelection] = useState(() => core.state.peek().ui.selectedNoteId);
  const root = useRef<HTMLDivElement>(null);
  usePanelSize(core, root);
  useFocusReturn(core, root, selected?.id ?? null);
  const { NoteDetail, BulkToolbar, lazy } = useLaterViews();
  const drawAhead = useLaterViewsReady(lazy, isOpen);
  const showList = !selected || wide;
  // The lazy bulk toolbar is drawn from the first tick on (not before, or drawing it would fetch
  // the later views' chunk at first open), and stays: it puts focus back on the rows when the ticks go.
  const ticking = core.select.checkedNotes.value.length > 0;
  const [bulkUsed, setBulkUsed] = useState(ticking);
  if (ticking && !bulkUsed) setBulkUsed(true);
  return (
    <div ref={root} className={selected ? 'wpnc has-note-open' : 'wpnc'} data-open={isOpen} dir={panelDirection(locale, i18n)} lang={locale} data-theme={theme}>
      <button type="button" className="wpnc__sr-only" onClick={() => core.append({ type: 'panel/toggleRequested' })}>
        {i18n.__('Close notifications')}
      </button>
      {showList ? (
        <section className="wpnc__list-view" aria-label={i18n.__('Notifications')}>
          <OfflineNotice />
          <DesktopNotifySlot part="line" />
          <div className="wpnc__list-top">
            <FilterBar />
            {/* The header's buttons stay together: where the tabs need the whole line, they go under them as one. */}
            <div className="wpnc__tools">
              <SiteChooser />
              <SearchToggle />
              <MarkAllRead />
              <ShortcutsPopover />
              <SettingsPopover />
            </div>
            {bulkUsed || !lazy ? <BulkToolbar /> : null}
          </div>
          {/* The header's second row: the search field (at 480 px only once opened) and the chosen site. */}
          <div className="wpnc__search-row">
            <SearchField />
            <SiteChip />
          </div>
          <SearchStatus />
          {/* Always present, so the tabs' aria-controls points at it in every state (loading, empty, error). */}
          <div id="wpnc-note-list" className="wpnc__tabpanel" role="tabpanel" aria-labelledby={`wpnc-tab-${filterName}`}>
            <ListArea previews={drawAhead} />
          </div>
        </section>
      ) : null}
      {/* Each note of the stack has its own boundary (DetailStack.tsx). Once the views have loaded and
          the open panel has painted, the stack stays, drawing ahead the note a key would open. */}
      {selected || drawAhead ? <NoteDetail note={selected} takeFocus={selected !== null && selected.id !== initialSelection} /> : null}
      {/* One notice area along the foot: an undo bar and a status stack, never overlap. */}
      <div className="wpnc__notices">
        <StatusBar />
        <UndoRegion listShown={showList} />
      </div>
    </div>
  );
}

/**
 * Loads the open-note view and the bulk toolbar once the list has rendered and the browser is idle,
 * so a click shows it at once. True once they are in and the open panel has painted: the note a key
 * would open may then be drawn ahead. Not while the panel is closed: the host hides the frame, which
 * is then not laid out, and opening it would lay out that note too before the list could paint.
 */
function useLaterViewsReady(lazy: boolean, open: boolean): boolean {
  const [loaded, setLoaded] = useState(!lazy);
  const [painted, setPainted] = useState(false);
  if (!open && painted) setPainted(false);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    // Offline, the code cannot come (and a failed fetch would be what the first open shows): it
    // is fetched once the browser is back online instead.
    const preload = () => {
      if (live && window.navigator.onLine) void preloadLaterViews().then(() => live && setLoaded(laterViewsLoaded()));
    };
    window.addEventListener('online', preload);
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preload);
    else window.setTimeout(preload, 1000);
    return () => {
      live = false;
      window.removeEventListener('online', preload);
    };
  }, [loaded]);
  useEffect(() => {
    if (!open) return;
    // A task after the open panel's first paint: the frame's callbacks run before it paints.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    return () => (cancelAnimationFrame(frame), clearTimeout(timer));
  }, [open]);
  return loaded && painted;
}

/**
 * Tells the core the panel's own size: the layout (list beside detail, or one at a time) follows
 * the space the panel has, which is the window in the iframe but a column of the page when a host
 * renders the component. Without layout (jsdom), or before it, the window's size stands in.
 */
function usePanelSize(core: PanelCore, root: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = root.current;
    // Not laid out (a width or height of 0): the window's, whole pixels already.
    const measure = () => {
      const box = element?.getBoundingClientRect();
      return { width: Math.round(box?.width || window.innerWidth), height: Math.round(box?.height || window.innerHeight) };
    };
    const report = () => {
      const { width, height } = measure();
      const ui = core.state.peek().ui;
      if (ui.viewportWidth !== width || ui.viewportHeight !== height) core.append({ type: 'viewport/resized', width, height });
    };
    // Always said once on mount, so a log shows the size the panel was first drawn at.
    core.append({ type: 'viewport/resized', ...measure() });
    window.addEventListener('resize', report);
    const observer = element && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(report) : null;
    observer?.observe(element!);
    return () => {
      window.removeEventListener('resize', report);
      observer?.disconnect();
    };
  }, [core, root]);
}
