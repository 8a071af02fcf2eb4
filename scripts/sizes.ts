// After `vite build`: the five figures of the decided budgets (exit 1 over any), in gzip: the
// panel's first load (panel.html and what it imports statically, before React); its first open
// (that plus mount-ui: React, the list views, every action's code, the API client and the sync
// engine, and what they import statically); everything the panel can ever load (VideoPress and tus
// excluded); how many JavaScript chunks it has (the same exclusion); and the host SDK. The later
// views (src/ui/views.tsx) count only in "everything". A chunk's stylesheet (Vite emits it beside the chunk, named after
// it, and loads it with the chunk) counts with its chunk; the views without their stylesheet is a
// failed build (the panel would draw unstyled, every row laid out at once).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The decided budgets, final for this wave (issue 43). */
const BUDGETS = { firstLoadKb: 40, firstOpenKb: 136, everythingKb: 155, chunks: 12, hostKb: 3 };
/**
 * One budget is not met (README, Bundle and network, "Issue 40's second round"): everything the
 * panel can load, about 1.0 KB over after the round's diet, the offline queue's engine in a chunk of
 * its own and the local platform reached through the proxy. The build fails above this figure, so
 * nothing adds to it unnoticed, and each raise is recorded here. The first open meets its budget
 * again: its ceiling is gone. Raised to 156.3 KB by the help fitted to the panel and the Sites
 * chooser's remembered titles (issue 44: +0.13 KB), then to 156.6 KB by the desktop-notification
 * settings' heading, close button and Escape (issue 44: +0.25 KB, most in their own chunk), then to
 * 156.9 KB by flips that move the focus, the landmark and the title's id with the note they show
 * (issue 42: +0.32 KB).
 * Issue 41's plugin surface then put the first open over again, and both are held here until the
 * decision asked for in the README ("Issue 41's round"): the first open at 138.6 KB and everything
 * at 161.0 KB, by plugin words (+0.55 KB), view parts (+0.8 KB, 0.32 of it Snooze's own), settings
 * (the popover, Snooze's "wake me at"; their checks load with defineSettings, not the first load)
 * and the reply's caption (+0.31 KB), less this round's diet (-0.4 KB). Snooze alone is 3.3 KB of
 * both figures (measured: without it, first open 135.2 KB, everything 157.6 KB).
 */
const CEILINGS_WHILE_OVER: Partial<Record<'firstOpenKb' | 'everythingKb', number>> = { firstOpenKb: 138.6, everythingKb: 161.0 };
/** VideoPress uploads (tus-js-client) load only for a host app that uploads video: outside the panel's budgets. */
const VIDEOPRESS = /videopress|tus/i;
const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;
const files = readdirSync('dist/panel/assets');
const assets = files.filter((name) => name.endsWith('.js'));
/** The stylesheet Vite emitted for chunk `name` (the chunk's name with a hash of its own), if any. */
const stylesheetOf = (name: string) => {
  const chunk = name.replace(/-[\w-]{8}\.js$/, '');
  return files.find((file) => file.endsWith('.css') && file.replace(/-[\w-]{8}\.css$/, '') === chunk);
};

/** `names` and every chunk they import statically (not `import()`), transitively. */
function withStaticImports(names: Iterable<string>): Set<string> {
  const found = new Set(names);
  for (const name of found) {
    const code = readFileSync(join('dist/panel/assets', name), 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) found.add(match[1]!);
  }
  return found;
}

const html = readFileSync('dist/panel/panel.html', 'utf8');
const firstLoad = withStaticImports([...html.matchAll(/(?:src|href)="\/?assets\/([^"]+\.js)"/g)].map((match) => match[1]!));
const mountUi = assets.filter((name) => name.startsWith('mount-ui-'));
if (mountUi.length !== 1) throw new Error(`expected one mount-ui chunk, found ${mountUi.length}`);
const listStyles = stylesheetOf(mountUi[0]!);
if (!listStyles || !readFileSync(join('dist/panel/assets', listStyles), 'utf8').includes('.wpnc__list{')) {
  console.error(`the views chunk ${mountUi[0]} has no stylesheet with the list's rules: the built panel would be unstyled`);
  process.exit(1);
}
const firstOpen = withStaticImports([...firstLoad, ...mountUi]);

let firstLoadKb = 0;
let firstOpenKb = 0;
let everythingKb = 0;
const panelChunks = assets.filter((name) => !VIDEOPRESS.test(name));
const rows: [string, number, string][] = [];
for (const name of assets) {
  const css = stylesheetOf(name);
  const size = gzipKb(join('dist/panel/assets', name)) + (css ? gzipKb(join('dist/panel/assets', css)) : 0);
  if (firstLoad.has(name)) firstLoadKb += size;
  if (firstOpen.has(name)) firstOpenKb += size;
  if (!VIDEOPRESS.test(name)) everythingKb += size;
  rows.push([firstLoad.has(name) ? 'first load' : firstOpen.has(name) ? 'first open' : 'later', size, css ? `${name} + ${css}` : name]);
}
for (const [when, size, name] of rows.sort((a, b) => b[1] - a[1])) console.log(`${when.padEnd(10)}  ${size.toFixed(1).padStart(5)} KB gzip  ${name}`);
const hostKb = readdirSync('dist/host').filter((name) => name.endsWith('.js')).reduce((sum, name) => sum + gzipKb(join('dist/host', name)), 0);

const checks: readonly (readonly [string, number, number, number?])[] = [
  ['first load (before React)', firstLoadKb, BUDGETS.firstLoadKb],
  ['first open (first load + React, list views, actions, API client, sync)', firstOpenKb, BUDGETS.firstOpenKb, CEILINGS_WHILE_OVER.firstOpenKb],
  ['everything the panel can load (VideoPress excluded)', everythingKb, BUDGETS.everythingKb, CEILINGS_WHILE_OVER.everythingKb],
  ['host SDK', hostKb, BUDGETS.hostKb],
];
for (const [label, kb, budget, ceiling] of checks) {
  const margin = Math.round((budget - kb) * 1024);
  const known = ceiling === undefined ? '' : `; known, the build fails above ${ceiling} KB`;
  console.log(`${label}: ${kb.toFixed(1)} KB gzip (budget ${budget}; ${margin >= 0 ? `${margin} bytes to spare` : `${-margin} bytes OVER BUDGET${known}`})`);
}
console.log(`JavaScript chunks (VideoPress excluded): ${panelChunks.length} (budget ${BUDGETS.chunks})`);
console.log("'later' chunks are the views loaded on first use (src/ui/later-views.ts, one chunk: the open note, the bulk toolbar, the keyboard help; preloaded when idle), the offline queue's engine (src/sync/queue.ts: fetched once the first notes are in, or when an action is queued or the browser goes offline), and the desktop notifications of a host that opted in");
if (checks.some(([, kb, budget, ceiling]) => kb > (ceiling ?? budget)) || panelChunks.length > BUDGETS.chunks) {
  console.error('over budget');
  process.exit(1);
}
