// `npm run bench`: figures for the README's performance section. Not a test: nothing here asserts.
// `npm run bench -- --runs 3` for fewer rounds; `--only search` (or panel, core, sync, views) runs one
// part; `--only mount [--counts 1000,5000]` the whole panel's opens and host mounts alone (no key
// steps); BENCH_PROFILE=open|mount|keys|search writes CPU profiles of a phase.
import os from 'node:os';
import { benchCoreFold } from './core-fold.ts';
import { benchPanel } from './panel.ts';
import { benchLargeSearch } from './search-large.tsx';
import { benchSearch } from './search.tsx';
import { benchSync } from './sync.ts';
import { benchUi } from './ui.tsx';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1] : undefined;
const countsArg = process.argv.indexOf('--counts');
const counts = countsArg > 0 ? process.argv[countsArg + 1]?.split(',').map(Number) : undefined;
const PARTS = ['panel', 'mount', 'core', 'sync', 'views', 'search'];
if (only !== undefined && !PARTS.includes(only)) throw new Error(`--only takes one of ${PARTS.join(', ')}, not ${only}`);
const wanted = (part: string) => only === undefined || only === part || (part === 'panel' && only === 'mount');
if (!globalThis.gc) console.warn('run with node --expose-gc for steady heap figures');
console.log(`node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown cpu'}, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' / ')}`);
if (wanted('panel')) {
  console.log('\n# whole panel as a host mounts it (jsdom: startPanelApp with core, plugins, sync, API client over fetch, host bridge, lazy views)');
  for (const row of await benchPanel(runs, { keys: only !== 'mount', ...(counts ? { counts } : {}) })) console.log(`- ${row}`);
}
if (wanted('core')) {
  console.log('\n# core only');
  for (const row of benchCoreFold()) console.log(`- ${row}`);
}
if (wanted('sync')) {
  console.log('\n# sync only');
  for (const row of await benchSync()) console.log(`- ${row}`);
}
if (wanted('views')) {
  console.log('\n# views only (jsdom: NotificationsPanel given a filled core; no sync, no API, flushSync)');
  for (const row of await benchUi()) console.log(`- ${row}`);
}
if (wanted('search')) {
  console.log('\n# search');
  for (const row of await benchSearch(runs)) console.log(`- ${row}`);
  for (const row of await benchLargeSearch(runs)) console.log(`- ${row}`);
}
console.log(`\nload average at the end: ${os.loadavg().map((load) => load.toFixed(1)).join(' / ')}`);
process.exit(0);
