// `npm run bench:browser`: the panel in Chromium (playwright-core, Debian's /usr/bin/chromium) with 4×
// CPU throttling, against the production build and the mock platform. `--smoke`: one run, for CI;
// `--anchor [--runs N]`: side by side with the panel this replaces (bench/browser/anchor/index.ts);
// BENCH_FILTER_KEYS=cacacaca… presses more filter keys a run (default caca), for A/B comparisons.
// BENCH_SCROLL_STEP (px a frame, 720 by default) and BENCH_SCROLL_MS (2 minutes) set the scroll;
// BENCH_AB_CSS adds a stylesheet to the panel's page (an A/B of a style without a build).
// Figures only: the targets are reported beside them, never enforced here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { benchNotes } from '../notes.ts';
import { median } from '../stats.ts';
import { runOnce, type RunResult, type Sample } from './run.ts';
import { buildExists, ROOT, startSite } from './site.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const smoke = process.argv.includes('--smoke');
const runsArg = process.argv.indexOf('--runs');
const runs = smoke ? 1 : runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
// BENCH_SIZES=100,1000 runs those list sizes only (for profiling one phase).
const SIZES = process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(',').map(Number) : [100, 1000, 5000];

if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does this)`);
  process.exit(1);
}
if (!buildExists()) {
  console.log('no production build yet: npm run build');
  if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
}
// `--anchor`: ours side by side with the panel it replaces (bench/browser/anchor/), and nothing else.
if (process.argv.includes('--anchor')) {
  const { benchAnchor } = await import('./anchor/index.ts');
  await benchAnchor({ runs, chromiumPath: CHROMIUM, flags: FLAGS });
  process.exit(0);
}

const notes = new Map(SIZES.map((size) => [size, benchNotes(size)]));
const site = await startSite();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
const results = new Map<number, RunResult[]>(SIZES.map((size) => [size, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const size of SIZES) {
      const result = await runOnce(browser, site.url, notes.get(size)!, { scroll: size === 5000 });
      results.get(size)!.push(result);
      console.log(`run ${run}/${runs}, ${size} notes: cold open ${result.coldOpen.ms.toFixed(0)} ms, warm ${result.warmOpen.ms.toFixed(0)} ms, first j ${result.keys.firstJ[0]!.ms.toFixed(0)} ms, Enter ${result.keys.Enter[0]!.ms.toFixed(0)} ms`);
    }
  }
} finally {
  await browser.close();
  await site.close();
}

const figure = (samples: readonly number[], unit = 'ms') =>
  samples.length === 1 ? `${samples[0]!.toFixed(0)} ${unit}` : `${median(samples).toFixed(0)} ${unit} (${Math.min(...samples).toFixed(0)}–${Math.max(...samples).toFixed(0)})`;
const task = (samples: readonly Sample[]) => {
  const longest = Math.max(...samples.map((sample) => sample.longestTask));
  return longest === 0 ? 'none ≥ 50 ms' : `${longest.toFixed(0)} ms`;
};
const verdict = (value: number, limit: number) => (value <= limit ? `met (≤ ${limit} ms)` : `NOT met (> ${limit} ms)`);

const lines: string[] = [];
const row = (cells: string[]) => lines.push(`| ${cells.join(' | ')} |`);
row(['measure', ...SIZES.map((size) => `${size.toLocaleString('en')} notes`), 'longest task', 'target']);
row(['---', ...SIZES.map(() => '---'), '---', '---']);
const each = (pick: (result: RunResult) => Sample[]) => SIZES.map((size) => results.get(size)!.flatMap(pick));
const measure = (name: string, pick: (result: RunResult) => Sample[], limit: number) => {
  const samples = each(pick);
  // The targets (issue 33) are at 100 and 1,000 notes; 5,000 is shown beside them.
  const targeted = samples.filter((_list, index) => SIZES[index]! <= 1000);
  // Run at 5,000 notes only (BENCH_SIZES), no figure is at a target's size: no verdict either.
  const judged = targeted.length === 0 ? `not judged (the target is at 100 and 1,000 notes; ≤ ${limit} ms)` : verdict(Math.max(...targeted.map((list) => median(list.map((sample) => sample.ms)))), limit);
  row([name, ...samples.map((list) => figure(list.map((sample) => sample.ms))), samples.map(task).join(' / '), judged]);
};
measure('cold first open: a bell click the moment the page has loaded → rows painted (loads the React chunk)', (result) => [result.coldOpen], 450);
measure('warm open: a bell click after the page has been idle → rows painted', (result) => [result.warmOpen], 100);
measure('first j (opens the first note: the frame widens, the open note\'s code runs) → painted', (result) => result.keys.firstJ, 35);
measure('j (next note) → the next note painted', (result) => result.keys.j, 25);
measure('Enter (open the focused row) → the note painted', (result) => result.keys.Enter, 35);
measure('filter key (c, a) → the chosen tab painted', (result) => result.keys.filter, 40);
const scrolls = (results.get(5000) ?? []).flatMap((result) => (result.scroll ? [result.scroll] : []));
if (scrolls.length) {
  const longest = Math.max(...scrolls.map((scroll) => scroll.longestTask));
  row([
    `scroll 5,000 notes top → The End, ${process.env.BENCH_SCROLL_STEP ?? 720} px a frame (${figure(scrolls.map((scroll) => scroll.frames), 'frames')}; worst frame ${figure(scrolls.map((scroll) => scroll.worstFrame))}; frames with no row at the list's middle ${figure(scrolls.map((scroll) => scroll.blankFrames), 'frames')}; tasks ≥ 50 ms ${figure(scrolls.map((scroll) => scroll.longTasks), '')})`,
    ...SIZES.map((size) => (size === 5000 ? figure(scrolls.map((scroll) => scroll.ms)) : '–')),
    task(scrolls),
    longest < 50 ? 'met (no task ≥ 50 ms)' : `NOT met (a ${longest.toFixed(0)} ms task)`,
  ]);
}
const header = [
  `Chromium ${browser.version()} headless, CPU throttled ×4 (DevTools Emulation.setCPUThrottlingRate), production build, mock platform; ${runs} run${runs === 1 ? '' : 's'}, sizes interleaved, a fresh browser context each run.`,
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown cpu'}, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' / ')} at the end.`,
  'Figures: median (min–max) over every sample, each timed from the event to the first paint showing its result (a frame callback after the DOM shows it); key figures pool each run\'s presses (first j 1, j 5, Enter 1, filter 4 a run). Longest task: the longest main-thread task (Long Tasks API, ≥ 50 ms) overlapping any sample, per size.',
];
const report = [...header, '', ...lines].join('\n');
console.log(`\n${report}`);
mkdirSync(join(ROOT, '.bench'), { recursive: true });
writeFileSync(join(ROOT, '.bench', smoke ? 'browser-smoke.md' : 'browser.md'), `${report}\n`);
