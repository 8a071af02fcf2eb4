import { benchPanel } from './panel.ts';
console.log(await benchPanel(1, { mount: false, counts: [100] }));
process.exit(0);
