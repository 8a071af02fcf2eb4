// One run of the browser benchmark at one list size: a fresh page with 4× CPU throttling, the panel
// opened cold and warm from the bell, keys pressed, and (when asked) the list scrolled to its end.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Frame, Page } from 'playwright-core';
import { startMockPlatform } from '../../mock/index.ts';
import type { MockNote, RunningMockPlatform } from '../../mock/index.ts';
import { installProbe } from './probe.ts';

/** One measured interval: its length and the longest main-thread task that overlapped it (0: none ≥ 50 ms). */
export interface Sample {
  ms: number;
  longestTask: number;
}

/** What one run measures. */
export interface RunResult {
  coldOpen: Sample;
  warmOpen: Sample;
  keys: Record<'firstJ' | 'Enter' | 'j' | 'filter', Sample[]>;
  scroll?: Sample & { frames: number; worstFrame: number; blankFrames: number; reachedEnd: boolean; longTasks: number };
}

const THROTTLE = 4;
const PROFILE = process.env.BENCH_PROFILE;
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ?? '.bench/profiles';
let profiles = 0;

/** Runs `task`; with BENCH_PROFILE=<phase> (cold, warm, Enter, j, filter, scroll) writes that phase's CPU profile. */
async function profiled<T>(cdp: CDPSession, phase: string, size: number, task: () => Promise<T>, page?: Page): Promise<T> {
  if (process.env.BENCH_TRACE === phase && page) {
    // A DevTools timeline trace (style, layout, paint, scripts) instead, for Chrome's Performance panel.
    const browser = page.context().browser()!;
    // BENCH_TRACE_CATEGORIES adds categories (comma-separated), e.g. the stacks of layout invalidations.
    const more = process.env.BENCH_TRACE_CATEGORIES?.split(',').filter(Boolean) ?? [];
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute', ...more] });
    try {
      return await task();
    } finally {
      const trace = await browser.stopTracing();
      mkdirSync(PROFILE_DIR, { recursive: true });
      writeFileSync(join(PROFILE_DIR, `trace-${phase}-${size}-${++profiles}.json`), trace);
    }
  }
  if (PROFILE !== phase) return task();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  try {
    return await task();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(join(PROFILE_DIR, `browser-${phase}-${size}-${++profiles}.cpuprofile`), JSON.stringify(profile));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The long tasks' durations (host page and panel frame, ≥ 50 ms) overlapping [from, to]. */
async function longTasks(page: Page, frame: Frame, from: number, to: number): Promise<number[]> {
  const host = await page.evaluate(() => (window as unknown as { __bench: { longTasks: [number, number][] } }).__bench.longTasks);
  const panel = await frame.evaluate(() => window.__probe!.longTasks);
  return [...host, ...panel].filter(([start, duration]) => start < to && start + duration > from).map(([, duration]) => duration);
}

/** Longest task (host page and panel frame) overlapping [from, to]. */
async function longestTask(page: Page, frame: Frame, from: number, to: number): Promise<number> {
  return Math.max(0, ...(await longTasks(page, frame, from, to)));
}

async function panelFrame(page: Page): Promise<Frame> {
  for (let tries = 0; tries < 200; tries++) {
    const frame = page.frames().find((candidate) => candidate.url().includes('/panel.html'));
    if (frame && (await frame.evaluate(() => Boolean(window.__probe)).catch(() => false))) return frame;
    await pause(50);
  }
  throw new Error('the panel iframe never loaded');
}

/** Clicks the bell and times it until the open panel's rows are painted. */
async function openFromBell(page: Page, frame: Frame): Promise<Sample> {
  await frame.evaluate(() => void (window.__probe!.pending = window.__probe!.openPainted()));
  await page.click('#bell');
  const painted = (await frame.evaluate(() => window.__probe!.pending)) as number;
  const clicked = await page.evaluate(() => (window as unknown as { __bench: { clicks: number[] } }).__bench.clicks.at(-1)!);
  return { ms: painted - clicked, longestTask: await longestTask(page, frame, clicked, painted) };
}

/**
 * Presses `key` in the panel and times it from the key event until the first paint that shows what
 * it changed (`what`: the open note's content, or the chosen tab), not merely the next frame.
 */
async function press(page: Page, frame: Frame, key: string, what: 'note' | 'tab'): Promise<Sample> {
  await frame.evaluate((kind) => void (window.__probe!.pending = window.__probe!.changedPainted(kind, window.__probe!.shown()[kind])), what);
  await page.keyboard.press(key);
  const painted = (await frame.evaluate(() => window.__probe!.pending)) as number;
  const at = await frame.evaluate(() => window.__probe!.keys.at(-1)!.at);
  const sample = { ms: painted - at, longestTask: await longestTask(page, frame, at, painted) };
  await pause(250); // a brisk reader's pace; lets the read call and its answer settle
  return sample;
}

/** The notes with their avatars served by this machine's site (gravatar.com is out of reach here), cached as a browser would. */
export function withLocalAvatars(notes: MockNote[], siteUrl: string): MockNote[] {
  return JSON.parse(JSON.stringify(notes).replace(/https:\/\/\d\.gravatar\.com\/avatar\/([\w-]+)[^"]*/g, `${siteUrl}/avatar/$1.png`)) as MockNote[];
}

/** Starts the mock platform with `seed` and routes `context`'s list requests and outside requests as the benchmark does. */
export async function servePlatform(context: BrowserContext, siteUrl: string, seed: { lastSeenTime: number; notes: MockNote[] }): Promise<RunningMockPlatform> {
  const notes = withLocalAvatars(seed.notes, siteUrl);
  const platform = await startMockPlatform({ notes: { lastSeenTime: seed.lastSeenTime, notes: [...notes] }, host: '127.0.0.1', port: 0 });
  // The product asks for 10 notes and pages up to 200: the first full list answers with all of
  // them, from the mock's own state, so the panel holds N notes as its heaviest case. The polls'
  // hash checks list all N too, as a server whose window held them would: answered with 10, they
  // would tell the panel the other notes had left the window, and it would let them go.
  await context.route(`${platform.url}/rest/v1.1/notifications/?*`, async (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() !== 'GET' || url.searchParams.has('before')) return route.continue();
    const listed = platform.state.listNotes({ number: notes.length });
    const hashesOnly = url.searchParams.get('fields') === 'id,note_hash';
    const answer = hashesOnly ? listed.map((note) => ({ id: note.id, note_hash: note.note_hash })) : listed;
    const body = JSON.stringify({ last_seen_time: platform.state.lastSeenTime(), number: answer.length, notes: answer });
    await route.fulfill({ status: 200, contentType: 'application/json', body, headers: { 'access-control-allow-origin': new URL(siteUrl).origin } });
  });
  // Anything else off this machine is refused (it has no outside network).
  await context.route((target) => target.hostname !== '127.0.0.1', (route) => route.abort());
  return platform;
}

/** Runs once against `notes`. */
export async function runOnce(browser: Browser, siteUrl: string, seed: { lastSeenTime: number; notes: MockNote[] }, options: { scroll: boolean }): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  let platform: RunningMockPlatform | undefined;
  try {
    platform = await servePlatform(context, siteUrl, seed);
    // BENCH_AB_CSS: a stylesheet added to the panel's page, for A/B tries of a style without a build.
    const abCss = process.env.BENCH_AB_CSS ? `addEventListener('DOMContentLoaded', () => { if (location.pathname.endsWith('/panel.html')) document.head.append(Object.assign(document.createElement('style'), { textContent: ${JSON.stringify(process.env.BENCH_AB_CSS)} })); });` : '';
    await context.addInitScript({ content: `${abCss} var __name = (f) => f; (${installProbe.toString()})();` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.goto(`${siteUrl}/?api=${encodeURIComponent(platform.url)}`);
    const frame = await panelFrame(page);
    // The notes are in (the badge counts them) and the page has gone quiet before the first click.
    await page.locator('#badge:not([hidden])').waitFor({ timeout: 120_000 });
    await pause(1000);

    const size = seed.notes.length;
    const coldOpen = await profiled(cdp, 'cold', size, () => openFromBell(page, frame), page);
    await frame.evaluate(() => window.__probe!.releaseIdle());
    await pause(500);
    await page.click('#bell');
    await pause(500);
    const warmOpen = await profiled(cdp, 'warm', size, () => openFromBell(page, frame));
    await pause(500);

    const keys: RunResult['keys'] = { firstJ: [], Enter: [], j: [], filter: [] };
    // The first j from the list opens the first note: the frame widens and the open note's code runs first.
    keys.firstJ.push(await profiled(cdp, 'firstJ', size, () => press(page, frame, 'j', 'note'), page));
    await pause(500); // the host widens the frame for the open note
    for (let index = 0; index < 5; index++) keys.j.push(await profiled(cdp, 'j', size, () => press(page, frame, 'j', 'note'), page));
    const flips = await frame.evaluate(() => window.__probe!.flips);
    if (flips < keys.j.length) console.log(`${size} notes: ${keys.j.length - flips} of ${keys.j.length} j presses found the next note not yet drawn underneath`);
    await page.keyboard.press('Escape');
    await pause(500);
    // Enter on the focused row (the note just closed) opens it again.
    keys.Enter.push(await profiled(cdp, 'Enter', size, () => press(page, frame, 'Enter', 'note'), page));
    await page.keyboard.press('Escape');
    await pause(500);
    for (const key of (process.env.BENCH_FILTER_KEYS ?? 'caca').split('')) keys.filter.push(await profiled(cdp, 'filter', size, () => press(page, frame, key, 'tab'), page));
    const filterFlips = await frame.evaluate(() => window.__probe!.filterFlips);
    if (filterFlips < keys.filter.length) console.log(`${size} notes: ${keys.filter.length - filterFlips} of ${keys.filter.length} filter keys found the tab's preview not yet drawn`);

    let scroll: RunResult['scroll'];
    if (options.scroll) {
      await pause(500);
      // BENCH_SCROLL_STEP: px a frame (720 by default: a fling).
      const step = Number(process.env.BENCH_SCROLL_STEP ?? 720);
      // BENCH_SCROLL_MS: how long the scroll may take before it is ended (two minutes by default;
      // shorter for a trace).
      const limit = Number(process.env.BENCH_SCROLL_MS ?? 120_000);
      const done = await profiled(cdp, 'scroll', size, () => frame.evaluate(([pixels, ms]) => window.__probe!.scrollToEnd(pixels, ms), [step, limit] as const), page);
      scroll = { ms: done.end - done.start, frames: done.frames, worstFrame: done.worstFrame, blankFrames: done.blankFrames, reachedEnd: done.reachedEnd, longestTask: await longestTask(page, frame, done.start, done.end), longTasks: (await longTasks(page, frame, done.start, done.end)).length };
      if (!done.reachedEnd) console.log(`scroll, ${size} notes: The End never showed (stopped after ${Math.round(done.end - done.start)} ms)`);
    }
    return { coldOpen, warmOpen, keys, scroll };
  } finally {
    await context.close();
    await platform?.close();
  }
}
