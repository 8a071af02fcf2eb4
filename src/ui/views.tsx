/**
 * The view registry: the one place that says which code loads after the first open. Eight views
 * are not needed by the list: the open note, the bulk toolbar, the keyboard help, the other
 * tabs' previews, the Sites menu, the undo bar, an empty tab's message and the settings' content. The iframe app loads them, in one chunk, on the first use of any (or when the browser is idle); the library's
 * panel (FullPanel.tsx) gives them up front. A view that cannot load, or takes longer than
 * `VIEW_LOAD_DEADLINE_MS`, shows `ViewFailed` in its place: one line and a way out (the frame
 * reloads, getting the chunks of the current deploy). A failure of the idle preload (made just
 * before the connection went) is tried again when the view is first drawn, and a failure drawn
 * while offline once the browser is back online: Chromium fetches a failed module again (older
 * browsers kept the failure; Reload still recovers there).
 */
import { createContext, useCallback, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { FilterName } from '../core/events.ts';
import type { Note } from '../core/note.ts';
import type { UndoState } from '../core/state.ts';
import { usePanel } from './context.ts';
import { importAgain } from '../core/import-again.ts';
import { Loading } from './ListStates.tsx';
import type { RowHeights } from './row-heights.ts';

/** The views that load later. */
export interface LaterViews {
  /** The open note (`note`), or with none open the note a key would open, drawn ahead and hidden. */
  NoteDetail: ComponentType<{ note: Note | null; takeFocus?: boolean }>;
  BulkToolbar: ComponentType;
  ShortcutsHelp: ComponentType;
  /** The other tabs' first screens, hidden under the list (drawn once the open panel has painted). */
  FilterPreviews: ComponentType<{ heights: RowHeights }>;
  /** The Sites button's menu (SiteMenu.tsx). */
  SiteMenu: ComponentType<{ chosen: number | null; close: (refocus: boolean) => void }>;
  /** A step's undo bar (UndoBar.tsx), in its note's row or along the panel's foot. */
  UndoBar: ComponentType<{ undo: UndoState; placement: 'row' | 'panel' }>;
  /** What a tab with no notes says (EmptyState.tsx). */
  EmptyState: ComponentType<{ filter: FilterName }>;
  /** The settings popover's content (SettingsContent.tsx). */
  Settings: ComponentType;
}

/** How long a view may load before its place says so. */
export const VIEW_LOAD_DEADLINE_MS = 8000;

type Loading<T> = { status: 'loading'; done: Promise<void> } | { status: 'loaded'; value: T } | { status: 'failed'; error: unknown };

/** A view whose code is `load`ed on first use; `Placeholder` shows while it loads (exported for its tests). */
export function laterView<Props extends object>(load: () => Promise<ComponentType<Props>>, Placeholder: ComponentType<{ children?: ReactNode }>) {
  let loading: Loading<ComponentType<Props>> | null = null;
  // A preload's failure is forgotten: the view, when drawn, asks again before saying it failed.
  const start = (preload?: boolean) => {
    if (loading && loading.status !== 'failed') return loading;
    const done = load().then(
      (value) => void (loading = { status: 'loaded', value }),
      (error: unknown) => void (loading = preload ? null : { status: 'failed', error }),
    );
    return (loading = { status: 'loading', done });
  };
  function View(props: Props) {
    const [, rendered] = useState(0);
    const [late, setLate] = useState(false);
    const current = loading ?? start();
    const retry = useCallback(() => (start(), rendered((count) => count + 1), setLate(false)), []);
    useEffect(() => {
      if (current.status === 'failed') {
        // Offline, the code could not come; once back online, it can.
        window.addEventListener('online', retry);
        return () => window.removeEventListener('online', retry);
      }
      if (current.status !== 'loading') return;
      let live = true;
      void current.done.then(() => live && rendered((count) => count + 1));
      const timer = setTimeout(() => live && setLate(true), VIEW_LOAD_DEADLINE_MS);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [current, retry]);
    if (current.status === 'loaded') return <current.value {...props} />;
    if (current.status === 'failed' || late) {
      return (
        <Placeholder>
          <ViewFailed error={current.status === 'failed' ? current.error : 'timed out'} retry={retry} />
        </Placeholder>
      );
    }
    return <Placeholder />;
  }
  return { View, loaded: () => loading?.status === 'loaded', preload: () => (start(true).status === 'loading' ? (loading as { done: Promise<void> }).done : Promise.resolve()) };
}

/** A view's place when its code did not arrive: what happened, and a button that recovers. */
function ViewFailed(props: { error: unknown; retry: () => void }) {
  const { core, host, i18n } = usePanel();
  useEffect(() => {
    core.services.logger.error('a view could not load', props.error);
  }, [core, props.error]);
  return (
    <div className="wpnc__view-failed" role="alert">
      <span>{i18n.__("This part of the panel didn't load.")}</span>{' '}
      <button type="button" className="wpnc__view-failed-button" onClick={() => (host.reload ? host.reload() : props.retry())}>
        {i18n.__('Reload')}
      </button>
    </div>
  );
}

/** The open note's place while it loads. */
function DetailPlaceholder(props: { children?: ReactNode }) {
  const { i18n } = usePanel();
  return (
    <section className="wpnc__detail" aria-busy={props.children ? undefined : true} aria-label={i18n.__('Notification')}>
      {props.children ?? <div className="wpnc__loading">{i18n.__('Loading…')}</div>}
    </section>
  );
}

const Nothing = (props: { children?: ReactNode }) => props.children ?? null;
/** An empty tab's place until its words are in: the list is still loading, as far as anyone can tell. */
const StillLoading = (props: { children?: ReactNode }) => props.children ?? <Loading />;

// One chunk holds them all: the first to be drawn loads the others with it.
// Asked for again after a failure, even where the browser keeps the chunk failed (src/core/import-again.ts).
const loadLaterViews = importAgain(() => import('./later-views.ts'));
const detail = laterView(() => loadLaterViews().then((module) => module.NoteDetail), DetailPlaceholder);
const bulk = laterView(() => loadLaterViews().then((module) => module.BulkToolbar), Nothing);
const shortcuts = laterView(() => loadLaterViews().then((module) => module.ShortcutsHelp), Nothing);
const previews = laterView(() => loadLaterViews().then((module) => module.FilterPreviews), Nothing);
const siteMenu = laterView(() => loadLaterViews().then((module) => module.SiteMenu), Nothing);
const undoBar = laterView(() => loadLaterViews().then((module) => module.UndoBar), Nothing);
const empty = laterView(() => loadLaterViews().then((module) => module.EmptyState), StillLoading);
const settings = laterView(() => loadLaterViews().then((module) => module.Settings), Nothing);

/** Loads every later view now (the browser is idle; tests). */
export function preloadLaterViews(): Promise<unknown> {
  return Promise.all([detail, bulk, shortcuts, previews, siteMenu, undoBar, empty, settings].map((view) => view.preload()));
}

/** Whether the open note's view has loaded (and can be drawn ahead without a placeholder). */
export const laterViewsLoaded = (): boolean => detail.loaded();

/** The later views the panel draws: loaded on first use, unless a provider gives them up front. */
export const LaterViewsContext = createContext<LaterViews & { lazy: boolean }>({ NoteDetail: detail.View, BulkToolbar: bulk.View, ShortcutsHelp: shortcuts.View, FilterPreviews: previews.View, SiteMenu: siteMenu.View, UndoBar: undoBar.View, EmptyState: empty.View, Settings: settings.View, lazy: true });

/** The later views of this panel. */
export const useLaterViews = () => useContext(LaterViewsContext);
