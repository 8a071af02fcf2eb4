// Every stylesheet of the views reaches every place that draws them: the package's list, the iframe
// app's two chunks and the demo's pages (the component on /live drew the Settings popover unstyled
// when the demo's entry missed settings.css).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { STYLESHEETS } from './stylesheets.ts';

const UI = fileURLToPath(new URL('./', import.meta.url));
const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
const found = readdirSync(UI, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.css')).map((name) => name.replaceAll('\\', '/'));

it('lists every stylesheet of src/ui once', () => {
  expect([...STYLESHEETS].sort()).toEqual(found.sort());
});

it('the iframe app and the demo import every one', () => {
  const app = read('../frame/mount-ui.tsx') + read('./later-views.ts');
  const demo = read('../demo/main.tsx');
  for (const sheet of STYLESHEETS) {
    expect(app, `the iframe app imports ${sheet}`).toMatch(new RegExp(`import '(\\.\\./ui/|\\./)${sheet.replace('.', '\\.')}'`));
    expect(demo, `the demo imports ${sheet}`).toContain(`import '../ui/${sheet}'`);
  }
});
