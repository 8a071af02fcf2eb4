// After `vite build`: the gzip sizes of what the iframe page loads first, of everything it may load
// later, and of the host SDK, checked against the budgets (exit 1 over budget).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGETS = { panelInitialKb: 90, hostKb: 3 };
const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;

const html = readFileSync('dist/panel/panel.html', 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
const assets = readdirSync('dist/panel/assets').filter((name) => name.endsWith('.js'));
// Chunks that initial chunks import statically load first too (dynamic `import()` ones do not).
for (let grew = true; grew; ) {
  grew = false;
  for (const entry of [...initial]) {
    const code = readFileSync(join('dist/panel', entry), 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
      const chunk = `assets/${match[1]}`;
      if (!initial.has(chunk)) {
        initial.add(chunk);
        grew = true;
      }
    }
  }
}
let initialKb = 0;
let lazyKb = 0;
for (const name of assets) {
  const size = gzipKb(join('dist/panel/assets', name));
  if (initial.has(`assets/${name}`)) initialKb += size;
  else lazyKb += size;
  console.log(`${initial.has(`assets/${name}`) ? 'initial' : 'lazy   '}  ${size.toFixed(1).padStart(6)} KB gzip  ${name}`);
}
const hostKb = readdirSync('dist/host').filter((name) => name.endsWith('.js')).reduce((sum, name) => sum + gzipKb(join('dist/host', name)), 0);
console.log(`panel: ${initialKb.toFixed(1)} KB gzip loaded first (budget ${BUDGETS.panelInitialKb}), ${lazyKb.toFixed(1)} KB later (views and React on first open or when idle; VideoPress only if used)`);
console.log(`host SDK: ${hostKb.toFixed(1)} KB gzip (budget ${BUDGETS.hostKb})`);
if (initialKb > BUDGETS.panelInitialKb || hostKb > BUDGETS.hostKb) {
  console.error('over budget');
  process.exit(1);
}
