/**
 * Debian's chromium driven by playwright-core (never a downloaded browser), with the launch flags
 * TOOLCHAIN.md lists: without the background-networking ones Chromium keeps dialling Google's
 * hosts, which this machine's closed network refuses.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Frame, type FrameLocator, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does this)`);
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

/** The host demo page, with the panel's iframe loaded (its tabs rendered) but still closed. */
export interface HostPage {
  page: Page;
  /** The panel's iframe, for locators. */
  panel: FrameLocator;
  /** The iframe's Frame, for evaluate (axe) and its own keyboard focus. */
  frame(): Frame;
  /** Console errors and page errors seen in the page and the iframe. */
  errors: string[];
  /** Text frames the page's WebSockets received (the platform's realtime pushes). */
  pushes: string[];
  /** Requests of the page and its frames not finished yet (lazy chunks, API calls). */
  requestsInFlight(): number;
}

/** Opens `/` at a wide viewport (the detail opens beside the list at 800 px or more). */
export async function openHostPage(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 800 },
  options: {
    colorScheme?: 'light' | 'dark';
    query?: string;
    timezoneId?: string;
    fixedTime?: number;
    context?: BrowserContext;
    /** Requests that leave loopback are refused at once (the default), or never answered (a blocked or stalled avatar host). */
    outside?: 'refuse' | 'stall';
    /** The demo offers desktop notifications (its default); off unless a test asks, so the offer line changes no other test's list. */
    desktopNotifications?: boolean;
  } = {},
): Promise<HostPage> {
  // Pages of one context are tabs of one browser profile: they share storage, locks and channels.
  const page = options.context
    ? await options.context.newPage()
    : await browser.newPage({
        viewport,
        colorScheme: options.colorScheme ?? 'light',
        ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      });
  // A frozen Date (timers still run) in the page and its frames: relative times and day groups
  // come out the same on every run.
  if (options.fixedTime !== undefined) await page.clock.setFixedTime(options.fixedTime);
  const errors: string[] = [];
  const pushes: string[] = [];
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => void pushes.push(String(payload))));
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Aborted avatar requests (below) log "Failed to load resource"; those are expected.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`);
  });
  // Avatars live on gravatar.com; this machine has no outside network, and a test must not depend on
  // it anyway: refuse every request that leaves loopback, so rows show their generic avatar at once.
  // A stalled request is left pending: the route's handler never answers it.
  await page.context().route((target) => target.hostname !== '127.0.0.1', (route) => (options.outside === 'stall' ? undefined : route.abort()));
  const query = options.desktopNotifications ? options.query ?? '' : [options.query, 'notify=off'].filter(Boolean).join('&');
  await page.goto(`${url}/${query ? `?${query}` : ''}`);
  const frame = () => {
    const found = page.frames().find((candidate) => candidate.url().includes('/panel.html'));
    if (!found) throw new Error('the panel iframe has no frame yet');
    return found;
  };
  const panel = page.frameLocator('iframe[title="Notifications"]');
  const host = { page, panel, frame, errors, pushes, requestsInFlight: () => inFlight };
  await waitForPanel(host);
  return host;
}

/** Waits until the (still hidden) iframe has rendered the panel: after a goto or a reload. */
export async function waitForPanel(host: Pick<HostPage, 'page' | 'frame'>): Promise<void> {
  // The iframe is hidden until opened, so wait on the frame itself rather than on visibility.
  await host.page.waitForFunction(() => document.querySelector('iframe[title="Notifications"]') !== null);
  // The shipped five, and Snoozed while a note sleeps.
  await expectEventually(() => host.frame().locator('[role="tab"]').count(), (count) => count >= 5, 'the panel renders its tabs');
}

/** Polls `read` until `ok` holds (vitest's expect.poll reports less context for async browser reads). */
export async function expectEventually<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let failure: unknown;
  for (;;) {
    try {
      last = await read();
      failure = undefined;
      if (ok(last)) return last;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) {
      const detail = failure instanceof Error ? failure.message : JSON.stringify(last);
      throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}; last: ${detail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the panel with the bell and waits until the iframe shows. */
export async function openFromBell(host: HostPage): Promise<void> {
  await host.page.getByRole('button', { name: 'Notifications' }).click();
  await host.page.locator('iframe[title="Notifications"]').waitFor({ state: 'visible' });
}
