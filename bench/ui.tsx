// Views only: mount time and time per j press of NotificationsPanel given an already filled core, in
// jsdom with flushSync (no sync engine, no API client): the floor under the whole-panel figures.
import { createPanelCore } from '../src/core/core.ts';
import { createMemoryLogger } from '../src/core/logger.ts';
import { defaultPlugins } from '../plugins/index.ts';
import { makeNote } from '../test/support/notes.ts';
import { installDom } from './dom.ts';

function notes(count: number) {
  const newest = Date.UTC(2026, 0, 1, 12);
  return Array.from({ length: count }, (_, index) => makeNote({ id: index + 1, type: index % 3 ? 'comment' : 'like', timestamp: new Date(newest - index * 600_000).toISOString() }));
}

/** Runs the UI benchmark and returns printable rows. */
export async function benchUi(): Promise<string[]> {
  const dom = installDom();
  const { createRoot } = await import('react-dom/client');
  const { flushSync } = await import('react-dom');
  const { NotificationsPanel } = await import('../src/ui/Panel.tsx');
  const rows: string[] = [];
  const mount = (count: number) => {
    const core = createPanelCore({ plugins: defaultPlugins, logger: createMemoryLogger() });
    core.append({ type: 'notes/received', notes: notes(count), listIds: [] });
    core.append({ type: 'panel/opened' });
    core.append({ type: 'shortcuts/enabled' });
    const container = dom.window.document.createElement('div');
    dom.window.document.body.append(container);
    const root = createRoot(container);
    const started = performance.now();
    flushSync(() => root.render(<NotificationsPanel core={core} host={{ openUrl: () => {} }} />));
    return { core, root, container, ms: performance.now() - started };
  };
  mount(50).root.unmount(); // warm-up
  for (const count of [100, 1000, 5000]) {
    const runs = [0, 1, 2].map(() => {
      const mounted = mount(count);
      mounted.root.unmount();
      mounted.container.remove();
      mounted.core.dispose();
      return mounted.ms;
    });
    rows.push(`mount ${count.toLocaleString('en')} notes: ${Math.min(...runs).toFixed(1)} ms (best of 3)`);
  }
  for (const [width, what] of [[1024, 'wide: list and detail side by side'], [500, 'narrow: the detail replaces the list']] as const) {
    const { core, root } = mount(1000);
    core.append({ type: 'viewport/resized', width, height: 768 });
    const press = (key: string) => flushSync(() => void dom.window.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key })));
    for (let index = 0; index < 50; index++) press('j');
    const presses = 400;
    const started = performance.now();
    for (let index = 0; index < presses; index++) press(index % 50 < 25 ? 'j' : 'k');
    const perPress = (performance.now() - started) / presses;
    rows.push(`j/k at 1,000 notes, ${what}: ${perPress.toFixed(2)} ms per press (${presses} presses)`);
    root.unmount();
    core.dispose();
  }
  rows.push(`React ${process.env.NODE_ENV === 'production' ? 'production' : 'development'} build`);
  return rows;
}
