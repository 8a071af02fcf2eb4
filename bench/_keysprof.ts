import { benchPanel } from './panel.ts';
const runs = Number(process.env.RUNS ?? 1);
console.log(await benchPanel(runs, { mount: false, counts: [100] }));
process.exit(0);
