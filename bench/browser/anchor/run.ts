// One side-by-side run of one panel, ours or the old one (notifications-panel@2.2.3): a fresh context
// with 4× CPU throttling, the side host page, the panel mounted open, then j pressed with a note open.
// Both are timed by the same probe (./probe.ts); only their selectors and their own keys differ.
import type { Browser, Frame, Page } from 'playwright-core';
import type { MockNote, RunningMockPlatform } from '../../../mock/index.ts';
import { servePlatform } from '../run.ts';
import { installSideProbe, type SideSelectors } from './probe.ts';

/** Which panel a run mounts. */
export type Side = 'ours' | 'anchor';

/** What one run measures, in ms from the mount (rows) or from the key event (j). */
export interface SideResult {
  firstRowInDom: number;
  firstRowPainted: number;
  j: number[];
  /** How many of the j samples Event Timing timed (the rest changed the note after the key's paint). */
  jByEventTiming: number;
}

const THROTTLE = 4;
const DEADLINE_MS = 60_000;
const PRESSES = 5;

const SELECTORS: Record<Side, SideSelectors> = {
  // As bench/browser/probe.ts reads ours: a note shown ahead of the core (data-flip) counts.
  ours: {
    path: '/panel.html',
    row: ['.wpnc[data-open="true"]', '.wpnc__row-subject'],
    note: ['.wpnc__detail-slot[data-flip="in"]', '.wpnc__detail-slot:not([aria-hidden]):not([data-flip="out"])', '.wpnc__detail:has(#wpnc-detail-title)'],
  },
  // The old panel's rows and open note (its templates/note-list.jsx, templates/index.jsx).
  anchor: { path: '/anchor/panel.html', row: ['.wpnc__list-view .wpnc__note'], note: ['.wpnc__single-view.wpnc__current'] },
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `promise`, or an error naming `what` after the deadline: a benchmark never hangs. */
function within<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${what}: nothing after ${DEADLINE_MS / 1000} s`)), DEADLINE_MS)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function probedFrame(page: Page, path: string): Promise<Frame> {
  for (let tries = 0; tries < 400; tries++) {
    const frame = page.frames().find((candidate) => new URL(candidate.url() || 'about:blank').pathname === path);
    if (frame && (await frame.evaluate(() => Boolean(window.__sideProbe)).catch(() => false))) return frame;
    await pause(25);
  }
  throw new Error(`the frame ${path} never loaded`);
}

/** Presses `key` and times it to the paint showing another note (ms, and whether Event Timing timed it). */
async function pressForNote(page: Page, frame: Frame, key: string): Promise<{ ms: number; eventTiming: boolean }> {
  await frame.evaluate(() => void ((window as unknown as { __pending: unknown }).__pending = window.__sideProbe!.nextNotePainted()));
  await page.keyboard.press(key);
  const shown = await within(`${key} → another note`, frame.evaluate(() => (window as unknown as { __pending: Promise<{ key: number; painted: number; eventTiming: boolean }> }).__pending));
  return { ms: shown.painted - shown.key, eventTiming: shown.eventTiming };
}

/**
 * What the site puts first in a panel's page (SideOptions.frameHead): the probe with that panel's
 * selectors and, in the old panel's page, its notes (`?notes=N`: one of `notesJson`) for its stand-in
 * client (./wpcom.ts), so that it has them at once without a request.
 */
export function sideFrameHead(url: URL, notesJson: ReadonlyMap<number, string>): string {
  const side = (Object.keys(SELECTORS) as Side[]).find((name) => SELECTORS[name].path === url.pathname);
  if (!side) return '';
  // JSON in a script element: "<" escaped, so no "</script>" in the notes' text can end it.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const notes = side === 'anchor' ? `window.__benchNotesJson = ${json(notesJson.get(Number(url.searchParams.get('notes'))) ?? null)};` : '';
  return `<script>var __name = (f) => f; (${installSideProbe.toString()})(${json(SELECTORS[side])}); ${notes}</script>`;
}

/** Runs `side` once against `seed` (the notes `sideFrameHead` serves the old panel). */
export async function runSide(browser: Browser, siteUrl: string, seed: { lastSeenTime: number; notes: MockNote[] }, side: Side): Promise<SideResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  let platform: RunningMockPlatform | undefined;
  try {
    // Ours reaches the mock platform; the old panel's page holds the same notes for its stand-in
    // client. Requests off this machine are refused for both.
    platform = await servePlatform(context, siteUrl, seed);
    const selectors = SELECTORS[side];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.goto(`${siteUrl}/side?api=${encodeURIComponent(platform.url)}`);
    await page.waitForFunction(() => 'ours' in ((window as unknown as { __side?: object }).__side ?? {}), null, { timeout: DEADLINE_MS });
    await pause(500); // the host page quiet before the mount
    const mountedAt = await page.evaluate(([name, size]) => (window as unknown as { __side: Record<Side, (size: number) => number> }).__side[name](size), [side, seed.notes.length] as const);
    const frame = await probedFrame(page, selectors.path);
    const firstRow = await within(`${side}: the first row`, frame.evaluate(() => window.__sideProbe!.firstRow));
    await pause(1500); // settled: the rest of the list, the views' idle preloads

    // A note open, each panel its own way: ours opens the first note on j; the old panel's j moves
    // a highlight and Enter opens the highlighted note.
    if (side === 'ours') await pressForNote(page, frame, 'j');
    else {
      await page.keyboard.press('j');
      await pause(250);
      await pressForNote(page, frame, 'Enter');
    }
    await pause(500); // the host widens the frame for the open note
    const presses: { ms: number; eventTiming: boolean }[] = [];
    for (let index = 0; index < PRESSES; index++) {
      presses.push(await pressForNote(page, frame, 'j'));
      await pause(250); // a brisk reader's pace; lets the read call and its answer settle
    }
    return {
      firstRowInDom: firstRow.inDom - mountedAt,
      firstRowPainted: firstRow.painted - mountedAt,
      j: presses.map((press) => press.ms),
      jByEventTiming: presses.filter((press) => press.eventTiming).length,
    };
  } finally {
    await context.close();
    await platform?.close();
  }
}
