// After `vite build`: the gzip sizes of the panel's first load (panel.html and what it imports
// statically, before React), of its first open (that plus mount-ui, React and the list views, and
// what they import statically) and of the host SDK, checked against the decided budgets (exit 1
// over budget). Chunks only loaded later by dynamic import (the open note, the bulk toolbar) are
// listed but count in neither.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGETS = { firstLoadKb: 40, firstOpenKb: 115, hostKb: 3 };
const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;
const assets = readdirSync('dist/panel/assets').filter((name) => name.endsWith('.js'));

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
const firstOpen = withStaticImports([...firstLoad, ...mountUi]);

let firstLoadKb = 0;
let firstOpenKb = 0;
const rows: [string, number, string][] = [];
for (const name of assets) {
  const size = gzipKb(join('dist/panel/assets', name));
  if (firstLoad.has(name)) firstLoadKb += size;
  if (firstOpen.has(name)) firstOpenKb += size;
  rows.push([firstLoad.has(name) ? 'first load' : firstOpen.has(name) ? 'first open' : 'later', size, name]);
}
for (const [when, size, name] of rows.sort((a, b) => b[1] - a[1])) console.log(`${when.padEnd(10)}  ${size.toFixed(1).padStart(5)} KB gzip  ${name}`);
const hostKb = readdirSync('dist/host').filter((name) => name.endsWith('.js')).reduce((sum, name) => sum + gzipKb(join('dist/host', name)), 0);

const checks = [
  ['first load (before React)', firstLoadKb, BUDGETS.firstLoadKb],
  ['first open (first load + React + list views)', firstOpenKb, BUDGETS.firstOpenKb],
  ['host SDK', hostKb, BUDGETS.hostKb],
] as const;
for (const [label, kb, budget] of checks) console.log(`${label}: ${kb.toFixed(1)} KB gzip (budget ${budget})${kb > budget ? '  OVER BUDGET' : ''}`);
console.log("'later' chunks load on demand (the open note and bulk toolbar, preloaded when idle) and count in neither figure");
if (checks.some(([, kb, budget]) => kb > budget)) {
  console.error('over budget');
  process.exit(1);
}
