// A keystroke in the search field when one of the 200 notes holds 1 MB of text (issue 42: under 100 ms
// with a 1 MB note of any script), on the whole panel in jsdom as bench/search.tsx sets it up. The
// newest note's excerpt is 1 MB of one script (Han; Latin with accents; Japanese with astral ideographs
// and emoji; Arabic and Hebrew with their vowel marks), and a word of it is typed letter by letter as a
// person types it (without the accents). Each repetition is a fresh panel, so its first keystroke is
// the first search over the 1 MB note: it folds the note's text (a later one finds it in the core's
// memo). Timed as bench/search.tsx times a keystroke: until the DOM under the panel last changed, and
// the process's CPU time until everything it started settled. Once settled, untimed, the large
// note's row must be listed with the word marked in its excerpt.
import type { MockState } from '../mock/index.ts';
import { installDom } from './dom.ts';
import { COUNT, installFetch, openSearch, platform, rowIds } from './search.tsx';
import { settled, trackActivity } from './settle.ts';
import { median } from './stats.ts';

const SIZE = 1_048_576;
const SCRIPTS = [
  { name: 'Han', sentence: '今天我们在中文课上读了一篇关于海边灯塔的文章。', query: '中' },
  { name: 'Latin with accents', sentence: 'Crème brûlée chez Wójcik à Łódź, naïve café. ', query: 'creme' },
  { name: 'astral ideographs and emoji', sentence: '𠮷野家で😀ごはんを食べた𩸽🎉', query: '𠮷' },
  { name: 'Arabic and Hebrew with vowel marks', sentence: 'مَرْحَبًا بِكُمْ فِي المَدِينَةِ שָׁלוֹם עוֹלָם ', query: 'مرحبا' },
];
/** The large note's id: the newest of the platform's notes (bench/search.tsx). */
const LARGE_ID = 1;

/** Per script, a keystroke's time over `runs` fresh panels whose newest note holds 1 MB of it. */
export async function benchLargeSearch(runs: number): Promise<string[]> {
  const dom = installDom();
  const win = dom.window as unknown as Window;
  await import('../src/frame/mount-ui.tsx');
  let current: MockState | null = null;
  installFetch(() => current!);
  const activity = trackActivity(win);
  const setValue = Object.getOwnPropertyDescriptor(dom.window.HTMLInputElement.prototype, 'value')!.set!;
  const quiet = { debug: console.debug, warn: console.warn, error: console.error };
  console.debug = () => {};
  console.warn = () => {};
  console.error = () => {};
  const rows = [`search keystroke at ${COUNT} notes (whole panel) when the newest holds a ${SIZE.toLocaleString('en')}-unit excerpt, ${runs} repetitions (each a fresh panel), the word typed letter by letter:`];
  for (const script of SCRIPTS) {
    current = platform(script.sentence.repeat(Math.ceil(SIZE / script.sentence.length)).slice(0, SIZE));
    const letters = Array.from(script.query);
    const first: { dom: number; cpu: number }[] = [];
    const later: { dom: number; cpu: number }[] = [];
    // One repetition more than asked: the first warms the modules and the JIT and is not counted.
    for (let run = -1; run < runs; run++) {
      globalThis.gc?.();
      const { app, root, field, list } = await openSearch(win, activity);
      let lastChange = 0;
      const unobserve = activity.observe(root, () => void (lastChange = performance.now()));
      for (const [index] of letters.entries()) {
        const value = letters.slice(0, index + 1).join('');
        lastChange = 0;
        const cpu = process.cpuUsage();
        const started = performance.now();
        setValue.call(field, value);
        field.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
        await settled(activity, () => app.core.effects.idle());
        const settledMs = performance.now() - started;
        const used = process.cpuUsage(cpu);
        const timing = { dom: lastChange === 0 ? settledMs : lastChange - started, cpu: (used.user + used.system) / 1000 };
        if (run >= 0) (index === 0 ? first : later).push(timing);
      }
      unobserve();
      if (!rowIds(list).includes(LARGE_ID)) throw new Error(`${script.name}: the large note is not listed for "${script.query}"`);
      if (!list.querySelector(`[data-note-id="${LARGE_ID}"] .wpnc__row-excerpt mark`)) throw new Error(`${script.name}: "${script.query}" is not marked in the large note's row`);
      app.dispose();
      root.remove();
    }
    const all = [...first, ...later];
    const figure = (timings: { dom: number; cpu: number }[]) =>
      `to the DOM median ${median(timings.map((timing) => timing.dom)).toFixed(1)} ms, worst ${Math.max(...timings.map((timing) => timing.dom)).toFixed(1)}; CPU median ${median(timings.map((timing) => timing.cpu)).toFixed(1)}, worst ${Math.max(...timings.map((timing) => timing.cpu)).toFixed(1)} ms`;
    rows.push(`  ${script.name}, "${script.query}" (${letters.length} keystroke${letters.length > 1 ? 's' : ''}): the first ${figure(first)}${later.length ? `; every keystroke ${figure(all)}` : ''}`);
  }
  Object.assign(console, quiet);
  return rows;
}
