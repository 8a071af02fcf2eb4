import { describe, expect, it } from 'vitest';
import { createTestCore, createTestPanel } from './index.ts';

const order = {
  id: 501,
  type: 'store_order',
  timestamp: '2026-01-01T11:00:00+00:00',
  subject: [{ text: 'You have a new order #123 on Store X' }],
  body: [{ text: 'Order #123: $42.00', meta: { ids: { order: 123, site: 70 } } }],
};

describe('the test kit, headless', () => {
  it('a test panel loads what its platform holds, through the API, on its virtual clock', async () => {
    const panel = createTestPanel({ notes: [order] });
    await panel.idle();
    expect(panel.core.select.visibleNotes.value.map((note) => note.id)).toEqual([501]);
    expect(panel.lines()).toContain('GET /notifications/');
    expect(panel.clock.now()).toBe(Date.parse('2026-01-01T12:00:00Z'));
    panel.dispose();
  });

  it('a note the platform creates before the first idle() is in the first load', async () => {
    const panel = createTestPanel();
    const created = panel.platform.state.createNote({ type: 'store_order' });
    await panel.idle();
    expect(panel.core.select.visibleNotes.value.map((note) => note.id)).toEqual([created.id]);
    expect(panel.lines()).toEqual(['GET /notifications/']);
    panel.dispose();
  });

  it('a note the platform creates later is pushed to the panel as time moves', async () => {
    const panel = createTestPanel({ start: Date.parse('2026-03-01T09:00:00Z') });
    await panel.idle();
    expect(panel.core.select.visibleNotes.value).toEqual([]);
    const created = panel.platform.state.createNote({ type: 'store_order', subject: [{ text: 'New order #124' }] });
    await panel.advance(1000);
    expect(panel.core.select.visibleNotes.value.map((note) => note.id)).toEqual([created.id]);
    expect(created.timestamp).toBe('2026-03-01T09:00:00+00:00');
    panel.dispose();
  });

  it('a test core starts with the notes it is given and the panel open, its time moved by the test', () => {
    const { core, state, clock } = createTestCore({ notes: [{ ...order, read: 0, note_hash: 1 }], open: true });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([501]);
    expect(state().ui.isPanelOpen).toBe(true);
    clock.advance(60_000);
    expect(clock.now()).toBe(Date.parse('2026-01-01T12:01:00Z'));
  });
});
