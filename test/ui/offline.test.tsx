// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultPlugins } from '../../plugins/index.ts';
import { makeNote } from '../support/notes.ts';
import { testCore } from '../support/core.ts';
import { NotificationsPanel } from '../../src/ui/Panel.tsx';
import { replyState } from '../../plugins/actions/reply/state.ts';

function setup() {
  const harness = testCore({ plugins: defaultPlugins, open: true, notes: [makeNote({ id: 1 }), makeNote({ id: 2, timestamp: '2026-01-01T09:00:00Z' })] });
  render(<NotificationsPanel core={harness.core} host={{ openUrl: vi.fn(), retry: vi.fn(), appOrigin: 'https://app.example' }} />);
  const offline = (online = false) => act(() => void harness.core.append({ type: 'connectivity/changed', online }));
  return { ...harness, offline };
}

const row = (id: number) => screen.getAllByRole('button').find((button) => button.dataset.noteId === String(id))!;
const notice = () => screen.getAllByRole('status').find((region) => region.classList.contains('wpnc__offline'));
/** The offline line's text once drawn (it is a view of its own, loaded on first use). */
const noticeText = async () => (await waitFor(() => notice()!)).textContent;

describe('the offline queue in the panel', () => {
  it('marks a note whose action waits as pending, by a word and its accessible name, and says how many wait', async () => {
    const { core, offline } = setup();
    expect(notice()).toBeUndefined();
    offline();
    expect(await noticeText()).toBe("You're offline.");

    await act(async () => void core.perform('approve', 1));
    expect(row(1).textContent).toContain('Pending');
    // Its accessible name (the button's text) says what it means.
    expect(row(1).textContent).toContain("Pending: will be sent when you're back online");
    expect(row(2).textContent).not.toContain('Pending');
    expect(await noticeText()).toBe("You're offline. 1 action will be sent when you're back online.");

    await act(async () => void core.perform('like', 2));
    expect(await noticeText()).toBe("You're offline. 2 actions will be sent when you're back online.");
    offline(true);
    expect(await noticeText()).toBe('2 actions waiting to be sent.');
  });

  it('says so in the open note too', async () => {
    const { core, offline } = setup();
    offline();
    await act(async () => void core.perform('approve', 1));
    fireEvent.click(row(1));
    expect(await screen.findByText("Pending: will be sent when you're back online", { selector: 'p' })).toBeTruthy();
  });

  it('keeps a reply as a draft while offline: Send is off and says why; once online it sends the same text', async () => {
    const { core, offline, state } = setup();
    fireEvent.click(row(1));
    const box = (await screen.findByRole('textbox', { name: /^Reply to/ })) as HTMLTextAreaElement;
    offline();
    fireEvent.change(box, { target: { value: 'Thanks, Ada!' } });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(send.getAttribute('aria-describedby')!)?.textContent).toBe(
      "You're offline: your reply is kept as a draft. Send it once you're back online.",
    );
    fireEvent.click(send);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(replyState.read(state()).replies[1]?.phase).not.toBe('submitting');
    expect(JSON.parse(core.services.storage.get('reply_1')!)[0]).toBe('Thanks, Ada!');

    offline(true);
    expect(send.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(send);
    expect(replyState.read(state()).replies[1]?.phase).toBe('submitting');
    expect(core.exportLog()).toContain('"type":"plugin/recorded","plugin":"reply","name":"sendRequested","id":1,"data":{"text":"Thanks, Ada!"}');
  });
});
