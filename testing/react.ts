/**
 * `notes-panel/testing/react`: the panel drawn for a test core into the test's document (happy-dom,
 * jsdom, a browser), with the host's `openUrl` recorded instead of opening a tab. Query and click it
 * with whatever the test likes (Testing Library's `fireEvent` runs in `act` already).
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { VirtualClock } from '../src/core/clock.ts';
import type { PanelCore } from '../src/core/core.ts';
import { NotificationsPanel } from '../src/panel.tsx';
import type { SyncEngine } from '../src/sync/index.ts';
import type { NotificationsPanelProps } from '../src/ui/Panel.tsx';

/** What `renderPanel` draws: a core, or a test core or test panel (`notes-panel/testing`). */
export type PanelUnderTest = PanelCore | { core: PanelCore; clock?: VirtualClock; sync?: SyncEngine; advance?(ms: number): Promise<void> };

/** The drawn panel. */
export interface RenderedPanel {
  /** The element the panel is drawn in (appended to `document.body`). */
  container: HTMLElement;
  /** Every URL the panel asked its host to open, in order. */
  opened: string[];
  /** Runs `change` in React's `act`, so what it causes is drawn when it returns. */
  act(change: () => void): void;
  /** Moves the test's virtual clock (a test panel's `advance`), drawing what the time changes. */
  advance(ms: number): Promise<void>;
  /** Takes the panel out of the document. */
  unmount(): void;
}

// React draws synchronously inside `act` only when told it runs in a test.
const testGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Draws `NotificationsPanel` for `panel` and lets its first frame pass. With a sync engine, the
 * host's scroll, retry and "mark all read" go to it, as in the iframe app. `props` are the panel's
 * own; the core's plugins are the ones drawn.
 */
export async function renderPanel(panel: PanelUnderTest, props: Omit<NotificationsPanelProps, 'core'> = {}): Promise<RenderedPanel> {
  const parts = 'core' in panel ? panel : { core: panel };
  const { core, sync } = parts;
  const opened: string[] = [];
  const host: NotificationsPanelProps['host'] = {
    openUrl: (url) => void opened.push(url),
    ...(sync && { onListScroll: (scroll) => void sync.onListScroll(scroll), retry: () => sync.refresh(), markAllRead: () => void sync.markAllRead() }),
    ...props.host,
  };
  testGlobals.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() => root.render(createElement(NotificationsPanel, { ...props, core, host })));
  // An open panel marks itself painted a task after its first frame (a key may then draw the next
  // note ahead): on real timers, so it is waited for here rather than drawn outside `act` later.
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return {
    container,
    opened,
    act: (change) => act(change),
    async advance(ms) {
      if (parts.advance) await act(() => parts.advance!(ms));
      else if (parts.clock) act(() => parts.clock!.advance(ms));
      else throw new Error('renderPanel: advance needs the test core or test panel, which hold the clock, not the core alone');
    },
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}
