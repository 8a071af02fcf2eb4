// `npm run bench`: figures for the README's performance section. Not a test: nothing here asserts.
import os from 'node:os';
import { benchCoreFold } from './core-fold.ts';
import { benchSync } from './sync.ts';
import { benchUi } from './ui.tsx';

if (!globalThis.gc) console.warn('run with node --expose-gc for steady heap figures');
console.log(`node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown cpu'}`);
console.log('\n# core');
for (const row of benchCoreFold()) console.log(`- ${row}`);
console.log('\n# sync');
for (const row of await benchSync()) console.log(`- ${row}`);
console.log('\n# ui (jsdom)');
for (const row of await benchUi()) console.log(`- ${row}`);
