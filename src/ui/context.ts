import { computed, type ReadonlySignal } from '@preact/signals-core';
import { createContext, useContext, useMemo } from 'react';
import type { I18n } from '@wordpress/i18n';
import type { PanelCore } from '../core/core.ts';
import type { KeyPresenter } from '../core/keyboard.ts';
import type { PanelState } from '../core/state.ts';
import type { DesktopNotifyControl } from './desktop-notify.ts';
import type { PluginViews } from '../views.ts';

/** Where the panel's host-facing callbacks go (the iframe layer fills these in). */
export interface PanelHost {
  /** Opens a URL in a new browser tab. */
  openUrl(url: string): void;
  /** Origin of the platform's app pages (reader, settings, editor), e.g. 'https://wordpress.com'. */
  appOrigin: string;
  /** The site the panel is shown on, for the settings link; optional. */
  siteUrl?: string;
  /**
   * The host the panel's own page is served from (`location.host` in the iframe). On the widget
   * host, links onto it are moved to the app origin's host (SPEC §2); optional.
   */
  currentHost?: string;
  /** The list scrolled; the sync engine decides whether its end is near enough to load more. */
  onListScroll?(scroll: { scrollTop: number; clientHeight: number; scrollHeight: number }): void;
  /** Reloads the panel's page (the iframe app), after code of the panel's did not arrive. */
  reload?(): void;
  /** "Mark all as read" through the sync engine, which also marks unread notes not loaded; the library's panel (Panel.tsx) marks the loaded ones without it. */
  markAllRead?(): void;
  /** Asks to fetch the notes again after a failed load. */
  retry?(): void;
  /** Saves a file for the user (the event log export); a download link by default. */
  saveFile?(name: string, text: string): void;
  /** Desktop notifications' offer and settings: null until the host opts in (issue 34); absent outside the iframe app. */
  desktopNotify?: ReadonlySignal<DesktopNotifyControl | null>;
}

/**
 * A view that shows a key's step ahead of the core (the open note's stack, the filters' previews):
 * `present` shows a step already drawn before the core has it; `flush` hands the core what was shown
 * (before any other key or click is handled).
 */
export interface KeyFlipper {
  present: KeyPresenter;
  flush(): void;
}

/** Everything a component needs: the core, the host callbacks, and translations. */
export interface PanelContextValue {
  core: PanelCore;
  host: PanelHost;
  i18n: I18n;
  /** The translations, a new object when they change, so every component reading the context renders again. */
  localeData?: unknown;
  /** Light, dark, or following the reader's system setting. */
  theme?: 'light' | 'dark' | 'auto';
  /** Where the views that show a key's step ahead put their KeyFlipper while they are drawn. */
  flippers?: Set<KeyFlipper>;
  /** The registered plugins' view modules (their parts: src/ui/view-parts.tsx). */
  views?: readonly PluginViews[];
}

export const PanelContext = createContext<PanelContextValue | null>(null);

/** The panel around this component; throws a clear error outside one. */
export function usePanel(): PanelContextValue {
  const value = useContext(PanelContext);
  if (!value) throw new Error('Panel components must be rendered inside <NotificationsPanel>');
  return value;
}

/**
 * A part of the panel's state, read so that the component (under useSignals) renders again only
 * when that part changes, not on every event. `pick` must depend on the state alone: it is the
 * first render's.
 */
export function usePanelState<T>(pick: (state: PanelState) => T): T {
  const { core } = usePanel();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => computed(() => pick(core.state.value)), [core]).value;
}
