// A keystroke in the search field with 200 notes loaded (issue 24: ≤ 16 ms to render its results), in
// jsdom with flushSync: the input event, the core's narrowing and React's render of the matches.
import { createPanelCore } from '../src/core/core.ts';
import { createMemoryLogger } from '../src/core/logger.ts';
import { defaultPlugins } from '../plugins/index.ts';
import { makeNote } from '../test/support/notes.ts';
import { installDom } from './dom.ts';

const PEOPLE = ['Élodie Martin', 'Maya Okafor', 'Luis Romero', 'Priya Natarajan', 'Jonas Berg', 'Aiko Mori', 'أحمد علي', '王小明'];
const POSTS = ['Pruning the old pear tree', 'Notes on sourdough', 'A week without screens', 'Café culture in Lisbon', 'Winter cycling'];

function notes(count: number) {
  const newest = Date.UTC(2026, 0, 1, 12);
  return Array.from({ length: count }, (_, index) => {
    const who = PEOPLE[index % PEOPLE.length]!;
    const post = POSTS[index % POSTS.length]!;
    return makeNote({
      id: index + 1,
      timestamp: new Date(newest - index * 600_000).toISOString(),
      meta: { ids: { site: 100 + (index % 6) } },
      subject: [{ text: `${who} commented on ${post}`, ranges: [{ type: 'user', indices: [0, who.length] }] }, { text: `Thanks for writing about ${post.toLowerCase()}, number ${index}.` }],
    });
  });
}

/** Per keystroke: typing "sourdough" letter by letter, then deleting it, repeated. */
export async function benchSearch(): Promise<string[]> {
  const dom = installDom();
  const { createRoot } = await import('react-dom/client');
  const { flushSync } = await import('react-dom');
  const { NotificationsPanel } = await import('../src/ui/Panel.tsx');
  const core = createPanelCore({ plugins: defaultPlugins, logger: createMemoryLogger() });
  core.append({ type: 'notes/received', notes: notes(200), listIds: [] });
  core.append({ type: 'panel/opened' });
  core.append({ type: 'shortcuts/enabled' });
  core.append({ type: 'search/opened' });
  const container = dom.window.document.createElement('div');
  dom.window.document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<NotificationsPanel core={core} host={{ openUrl: () => {} }} />));
  const field = container.querySelector<HTMLInputElement>('input[type="search"]')!;
  const setValue = Object.getOwnPropertyDescriptor(dom.window.HTMLInputElement.prototype, 'value')!.set!;
  const type = (value: string) =>
    flushSync(() => {
      setValue.call(field, value);
      field.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
    });
  const word = 'sourdough';
  const steps = [...Array.from(word, (_, index) => word.slice(0, index + 1)), ...Array.from(word, (_, index) => word.slice(0, word.length - index - 1))];
  let started = performance.now();
  type('s');
  const first = performance.now() - started;
  type('');
  const times: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const value of steps) {
      started = performance.now();
      type(value);
      times.push(performance.now() - started);
    }
  }
  const shown = container.querySelectorAll('[data-note-id]').length;
  root.unmount();
  core.dispose();
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const worst = times[times.length - 1]!;
  return [
    `search keystroke at 200 notes: median ${median.toFixed(2)} ms, worst ${worst.toFixed(2)} ms over ${times.length} keystrokes; the first ever (folding every note) ${first.toFixed(2)} ms; ${shown} rows drawn after the last`,
  ];
}
