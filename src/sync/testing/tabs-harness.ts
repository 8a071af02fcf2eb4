/** Tabs of one browser profile on one virtual clock, each a core with sync (tabs.test.ts, tabs-trust.test.ts). */
import { createVirtualClock, settle, type VirtualClock } from '../../core/index.ts';
import { createBrowserTabs } from './browser-tabs.ts';
import { createFakeRealtime } from './fake-realtime.ts';
import { START, startSync } from './harness.ts';

/** One tab: a core with sync on the shared clock, its own realtime connector (to count sockets per tab). */
function openTab(browser: ReturnType<typeof createBrowserTabs>, clock: VirtualClock, locks: boolean, version?: number) {
  const page = browser.tab();
  const realtime = createFakeRealtime();
  const run = startSync({
    clock,
    realtime: realtime.connector,
    tabs: { BroadcastChannel: page.BroadcastChannel, ...(locks ? { locks: page.locks } : {}), id: `tab${page.id}`, version },
  });
  return { ...run, page, realtime, open: () => realtime.channels.filter((channel) => !channel.closed) };
}
export type Tab = ReturnType<typeof openTab>;
/** The newest note a tab shows. */
export const newest = (tab: Tab) => tab.core.select.sortedNotes.value[0]?.id;

/** Tabs of one browser on one virtual clock. */
export function startTabs(count: number, options: { locks?: boolean } = {}) {
  const clock = createVirtualClock(START);
  const browser = createBrowserTabs();
  const tabs: Tab[] = [];
  /** Opens a tab (of another build when `version` is given). */
  const add = (version?: number) => {
    const tab = openTab(browser, clock, options.locks !== false, version);
    tabs.push(tab);
    return tab;
  };
  /** Lets messages, lock grants and requests settle, without moving the clock. */
  async function flush() {
    for (let round = 0; round < 6; round++) {
      await settle();
      await Promise.all(tabs.map((tab) => tab.sync.idle()));
    }
  }
  /** Moves the shared clock in steps of `step` ms, settling after each. */
  async function advance(ms: number, step = 100) {
    await flush();
    for (let moved = 0; moved < ms; moved += step) {
      clock.advance(Math.min(step, ms - moved));
      await flush();
    }
  }
  for (let index = 0; index < count; index++) add();
  const leaders = () => tabs.filter((tab) => tab.of('tabs/leadershipChanged').at(-1)?.leader === true);
  /** The tab closes: the browser drops its channel and locks; nothing of its own runs any more. */
  function close(tab: Tab) {
    tab.page.close();
    tab.sync.dispose();
    tabs.splice(tabs.indexOf(tab), 1);
  }
  return { clock, browser, tabs, openTab: add, flush, advance, leaders, close };
}

