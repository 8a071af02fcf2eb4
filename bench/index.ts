// `npm run bench`: figures for the README's performance section. Not a test: nothing here asserts.
// `npm run bench -- --runs 3` for fewer rounds; BENCH_PROFILE=open|keys writes CPU profiles of a phase.
import os from 'node:os';
import { benchCoreFold } from './core-fold.ts';
import { benchPanel } from './panel.ts';
import { benchSearch } from './search.tsx';
import { benchSync } from './sync.ts';
import { benchUi } from './ui.tsx';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
if (!globalThis.gc) console.warn('run with node --expose-gc for steady heap figures');
console.log(`node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown cpu'}, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' / ')}`);
console.log('\n# whole panel as a host mounts it (jsdom: startPanelApp with core, plugins, sync, API client over fetch, host bridge, lazy views)');
for (const row of await benchPanel(runs)) console.log(`- ${row}`);
console.log('\n# core only');
for (const row of benchCoreFold()) console.log(`- ${row}`);
console.log('\n# sync only');
for (const row of await benchSync()) console.log(`- ${row}`);
console.log('\n# views only (jsdom: NotificationsPanel given a filled core; no sync, no API, flushSync)');
for (const row of await benchUi()) console.log(`- ${row}`);
for (const row of await benchSearch()) console.log(`- ${row}`);
console.log(`\nload average at the end: ${os.loadavg().map((load) => load.toFixed(1)).join(' / ')}`);
process.exit(0);
