// `npm run bench:browser -- --anchor [--runs N]`: ours side by side with the panel it replaces
// (notifications-panel@2.2.3, bundled with esbuild), interleaved run by run on the same notes, both
// timed the same way (./probe.ts). Figures only: the targets (issue 43) are reported, never enforced.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { benchNotes } from '../../notes.ts';
import { median } from '../../stats.ts';
import { ROOT, startSite } from '../site.ts';
import { prepareAnchor } from './prepare.ts';
import { withLocalAvatars } from '../run.ts';
import { runSide, sideFrameHead, type Side, type SideResult } from './run.ts';

/** Where the targets are judged: 100 notes (BENCH_SIZES adds others, shown without a verdict). */
const TARGET_SIZE = 100;
const TARGET_RATIO = 3;

const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' / ');

/** Runs the side-by-side benchmark and prints (and writes to .bench/browser-anchor.md) its table. */
export async function benchAnchor(options: { runs: number; chromiumPath: string; flags: string[] }): Promise<void> {
  const sizes = process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(',').map(Number) : [TARGET_SIZE];
  const anchorDir = await prepareAnchor();
  const loadBefore = load();
  const seeds = new Map(sizes.map((size) => [size, benchNotes(size)]));
  const notesJson = new Map<number, string>();
  const site = await startSite({ anchorDir, frameHead: (url) => sideFrameHead(url, notesJson) });
  // The same notes as ours gets from the mock platform (avatars from this site: bench/browser/run.ts).
  for (const [size, seed] of seeds) notesJson.set(size, JSON.stringify({ lastSeenTime: seed.lastSeenTime, notes: withLocalAvatars(seed.notes, site.url) }));
  const browser = await chromium.launch({ executablePath: options.chromiumPath, args: options.flags });
  const results = new Map<string, SideResult[]>();
  const key = (side: Side, size: number) => `${side} ${size}`;
  try {
    for (let run = 1; run <= options.runs; run++) {
      for (const size of sizes) {
        const seed = seeds.get(size)!;
        // Interleaved, ours first on odd runs and the old panel first on even ones.
        const order: Side[] = run % 2 ? ['ours', 'anchor'] : ['anchor', 'ours'];
        for (const side of order) {
          const result = await runSide(browser, site.url, seed, side);
          results.set(key(side, size), [...(results.get(key(side, size)) ?? []), result]);
          console.log(`run ${run}/${options.runs}, ${size} notes, ${side === 'ours' ? 'ours' : 'notifications-panel 2.2.3'}: first row in the DOM ${result.firstRowInDom.toFixed(0)} ms, painted ${result.firstRowPainted.toFixed(0)} ms; j ${result.j.map((ms) => ms.toFixed(0)).join(', ')} ms (${result.jByEventTiming}/${result.j.length} by Event Timing)`);
        }
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }

  const figure = (samples: number[]) => (samples.length === 1 ? `${samples[0]!.toFixed(0)} ms` : `${median(samples).toFixed(0)} ms (${Math.min(...samples).toFixed(0)}–${Math.max(...samples).toFixed(0)})`);
  const lines: string[] = [];
  const row = (cells: string[]) => lines.push(`| ${cells.join(' | ')} |`);
  row(['measure', 'notes', 'ours', 'notifications-panel 2.2.3', 'ratio (old ÷ ours)', 'target']);
  row(['---', '---', '---', '---', '---', '---']);
  const measure = (name: string, pick: (result: SideResult) => number[], target: boolean) => {
    for (const size of sizes) {
      const ours = results.get(key('ours', size)) ?? [];
      const old = results.get(key('anchor', size)) ?? [];
      const ratio = median(old.flatMap(pick)) / median(ours.flatMap(pick));
      // Runs pair up (the same run's ours and old panel): their ratios' spread says how steady the lead is.
      const paired = ours.length > 1 && pick(ours[0]!).length === 1 ? ours.map((result, index) => pick(old[index]!)[0]! / pick(result)[0]!) : [];
      const spread = paired.length ? ` (paired ${Math.min(...paired).toFixed(2)}–${Math.max(...paired).toFixed(2)}×)` : '';
      const verdict = !target ? '–' : size !== TARGET_SIZE ? `not judged (the target is at ${TARGET_SIZE} notes)` : ratio >= TARGET_RATIO ? `≥ ${TARGET_RATIO}×: met` : `≥ ${TARGET_RATIO}×: NOT met`;
      row([name, size.toLocaleString('en'), figure(ours.flatMap(pick)), figure(old.flatMap(pick)), `${ratio.toFixed(2)}×${spread}`, verdict]);
    }
  };
  measure('mount → the first row painted', (result) => [result.firstRowPainted], true);
  measure('j with a note open → the next note painted', (result) => result.j, true);
  measure('mount → the first row in the DOM', (result) => [result.firstRowInDom], false);
  const all = [...results.values()].flat();
  const report = [
    `Chromium ${browser.version()} headless, CPU throttled ×4, ours (production build, mock platform through its proxy frame) and notifications-panel 2.2.3 (esbuild, minified, production; a stand-in wpcom client answering from the same notes at once), interleaved run by run; ${options.runs} run${options.runs === 1 ? '' : 's'}, a fresh browser context each.`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown cpu'}, load average (1 / 5 / 15 min) ${loadBefore} at the start, ${load()} at the end.`,
    `Mount: the host page creates the panel's frame (ours through the host SDK, opened at once; the old panel mounted open, as its standalone app did) → the first row in the frame's DOM, and the end of the frame painted after it. j: ${all[0]?.j.length ?? 0} presses a run with a note open, from the key event to the paint showing the next note, by Event Timing when the note changed while the key was handled (${all.reduce((sum, result) => sum + result.jByEventTiming, 0)} of ${all.reduce((sum, result) => sum + result.j.length, 0)} presses here), else the frame after the change. Figures: median (min–max).`,
  ];
  const text = [...report, '', ...lines].join('\n');
  console.log(`\n${text}`);
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  writeFileSync(join(ROOT, '.bench', 'browser-anchor.md'), `${text}\n`);
}
