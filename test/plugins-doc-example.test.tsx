// @vitest-environment happy-dom
// The worked example of docs/plugins.md (fixtures/plugins/store-order.ts and the blocks below), run as
// a test and drawn in the panel; what its note type shows is tested beside it with the package's test
// kit (fixtures/plugins/store-order.test.ts). The doc quotes the blocks between the `example:` markers
// in these three files verbatim; the last test checks that it still does.
import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPlugins } from '../plugins/index.ts';
import { NotificationsPanel } from '../src/panel.tsx';
import { testCore } from './support/core.ts';
import { makeNote } from './support/notes.ts';
import { pinAction, storeOrderNoteType } from '../fixtures/plugins/store-order.ts';
// example:register
const plugins = [...defaultPlugins, storeOrderNoteType, pinAction];
// end

const order = makeNote({
  id: 501,
  type: 'store_order',
  subject: [{ text: 'You have a new order #123 on Store X' }],
  body: [
    { text: 'Ada Lovelace', type: 'user', meta: { ids: { user: 7, site: 70 } } },
    { text: 'Order #123: $42.00', meta: { ids: { order: 123, site: 70 } } },
  ],
  meta: { ids: { order: 123, site: 70 } },
});

const row = (id: number) => document.querySelector<HTMLElement>(`[data-note-id="${id}"]`)!;

describe('docs/plugins.md worked example', () => {
  it('the action: P on the focused row pins it, the row shows the mark, Undo takes it back', () => {
    const tracked: string[] = [];
    const { core, state } = testCore({ plugins, notes: [order, makeNote({ id: 502 })], open: true, track: (name) => tracked.push(name) });
    render(<NotificationsPanel core={core} host={{ openUrl: () => {} }} />);
    row(502).focus();
    act(() => void fireEvent.keyDown(row(502), { key: 'p' }));
    expect(row(502).querySelector('.wpnc__mark')?.textContent).toBe('Pinnedpinned');
    expect(row(501).querySelector('.wpnc__mark')).toBeNull();
    expect(document.querySelector('.wpnc__undo-message')?.textContent).toBe('Notification pinned');
    expect(tracked).toEqual(['pin']);
    expect(core.registry.help).toContainEqual({ keys: ['p'], description: 'Pin or unpin the notification', scope: 'panel', source: 'pin' });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(row(502).querySelector('.wpnc__mark')).toBeNull();
    expect(state().status?.message).toBe('Undone: unpinned.');
  });

  it('is quoted verbatim by docs/plugins.md', () => {
    const files = ['fixtures/plugins/store-order.ts', 'fixtures/plugins/store-order.test.ts', 'test/plugins-doc-example.test.tsx'];
    const source = files.map((file) => readFileSync(file, 'utf8')).join('');
    const doc = readFileSync('docs/plugins.md', 'utf8');
    const blocks = [...source.matchAll(/\/\/ example:([\w-]+)\n([\s\S]*?)\/\/ end\n/g)];
    expect(blocks.map((block) => block[1])).toEqual(['imports', 'note-type', 'action', 'kit-test', 'register']);
    // A block quoted from inside a test loses the indent its lines share.
    const unindent = (code: string) => {
      const lines = code.split('\n');
      const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
      return lines.map((line) => line.slice(indent)).join('\n').trim();
    };
    for (const [, , code] of blocks) expect(doc).toContain(unindent(code!));
  });
});
