// After `vite build`: the gzip sizes of the panel's first load (panel.html and what it imports
// statically, before React), of its first open (that plus mount-ui, React and the list views, and
// what they import statically) and of the host SDK, checked against the decided budgets (exit 1
// over budget). Chunks only loaded later by dynamic import (the open note, the bulk toolbar) are
// listed but count in neither. A chunk's stylesheet (Vite emits it beside the chunk, named after
// it, and loads it with the chunk) counts with its chunk; the views without their stylesheet is a
// failed build (the panel would draw unstyled, every row laid out at once).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGETS = { firstLoadKb: 40, firstOpenKb: 115, hostKb: 3 };
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
const rows: [string, number, string][] = [];
for (const name of assets) {
  const css = stylesheetOf(name);
  const size = gzipKb(join('dist/panel/assets', name)) + (css ? gzipKb(join('dist/panel/assets', css)) : 0);
  if (firstLoad.has(name)) firstLoadKb += size;
  if (firstOpen.has(name)) firstOpenKb += size;
  rows.push([firstLoad.has(name) ? 'first load' : firstOpen.has(name) ? 'first open' : 'later', size, css ? `${name} + ${css}` : name]);
}
for (const [when, size, name] of rows.sort((a, b) => b[1] - a[1])) console.log(`${when.padEnd(10)}  ${size.toFixed(1).padStart(5)} KB gzip  ${name}`);
const hostKb = readdirSync('dist/host').filter((name) => name.endsWith('.js')).reduce((sum, name) => sum + gzipKb(join('dist/host', name)), 0);

const checks = [
  ['first load (before React)', firstLoadKb, BUDGETS.firstLoadKb],
  ['first open (first load + React + list views)', firstOpenKb, BUDGETS.firstOpenKb],
  ['host SDK', hostKb, BUDGETS.hostKb],
] as const;
for (const [label, kb, budget] of checks) {
  const margin = Math.round((budget - kb) * 1024);
  console.log(`${label}: ${kb.toFixed(1)} KB gzip (budget ${budget}; ${margin >= 0 ? `${margin} bytes to spare` : `${-margin} bytes OVER BUDGET`})`);
}
console.log("'later' chunks load on demand (views the first open does not draw, preloaded when idle; the calls actions make; paging, realtime and the offline queue's engine; a local platform's fetch handler) and count in neither figure");
if (checks.some(([, kb, budget]) => kb > budget)) {
  console.error('over budget');
  process.exit(1);
}
