// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestCore, createTestPanel } from './index.ts';
import { renderPanel } from './react.ts';

const unread = (id: number) => ({ id, type: 'comment', read: 0, timestamp: '2026-01-01T11:00:00Z', subject: [{ text: `Note ${id}` }], body: [] });

describe('the test kit, drawn (jsdom)', () => {
  it("sends the panel's Mark all as read to the test panel's sync engine, which asks the platform", async () => {
    const panel = createTestPanel({ notes: [unread(1), unread(2)], open: true });
    await panel.idle();
    const view = await renderPanel(panel);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await view.advance(0);
    expect(panel.lines()).toEqual(['GET /notifications/', 'POST /notifications/seen', 'GET /notifications/', 'POST /notifications/read']);
    expect([1, 2].map((id) => panel.platform.state.getNote(id)?.read)).toEqual([1, 1]);
    view.unmount();
    expect(document.querySelector('.wpnc')).toBeNull();
    panel.dispose();
  });

  it("draws a test core; its clock moves only when the test moves it", async () => {
    const tested = createTestCore({ open: true });
    const view = await renderPanel(tested);
    view.act(() => void tested.core.append({ type: 'status/shown', message: 'Saved', kind: 'success', durationMs: 3000 }));
    expect(screen.getByText('Saved')).toBeTruthy();
    await view.advance(2999);
    expect(screen.queryByText('Saved')).not.toBeNull();
    await view.advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
    view.unmount();
    await expect(renderPanel(tested.core).then((alone) => alone.advance(1))).rejects.toThrow(/needs the test core/);
  });
});
