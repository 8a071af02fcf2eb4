// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountNotesPanel, type NotesPanelHandle } from './index.ts';
import { parseDesktopMessage } from './desktop.ts';

const PANEL = 'https://panel.example';
const TYPE = 'notesIframeMessage';
let handle: NotesPanelHandle | null = null;
afterEach(() => {
  handle?.destroy();
  handle = null;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A stand-in for the browser's Notification: records what was made, closed and clicked. */
function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const made: { title: string; options: NotificationOptions; closed: boolean; click(): void }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => (FakeNotification.permission = answer));
    onclick: (() => void) | null = null;
    private readonly entry;
    constructor(title: string, options: NotificationOptions) {
      this.entry = { title, options, closed: false, click: () => this.onclick?.() };
      made.push(this.entry);
    }
    close() {
      this.entry.closed = true;
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { made, FakeNotification };
}

function mount(desktopNotifications = true) {
  const container = document.createElement('div');
  document.body.append(container);
  handle = mountNotesPanel({ container, src: 'about:blank', panelOrigin: PANEL, desktopNotifications });
  const toPanel = vi.spyOn(handle.iframe.contentWindow!, 'postMessage');
  const fromPanel = (data: unknown, origin = PANEL, source: unknown = handle!.iframe.contentWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { handle, toPanel, fromPanel };
}

const notify = (extra: Record<string, unknown> = {}) => ({ type: TYPE, action: 'notify', tag: 'notes-panel-42', title: 'Maya commented', body: 'Lovely', noteId: 42, ...extra });

describe('desktop notifications, the host page\'s half', () => {
  it('tells an opted-in panel the permission when it is ready, and asks the browser when the panel asks', async () => {
    const { FakeNotification } = fakeNotifications('default', 'granted');
    const { toPanel, fromPanel } = mount();
    fromPanel({ type: TYPE, action: 'iFrameReady' });
    expect(toPanel).toHaveBeenLastCalledWith({ type: TYPE, action: 'notifyPermission', permission: 'default' }, PANEL);
    fromPanel({ type: TYPE, action: 'requestNotifyPermission' });
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(toPanel).toHaveBeenLastCalledWith({ type: TYPE, action: 'notifyPermission', permission: 'granted' }, PANEL));
  });

  it('says nothing of notifications to a panel whose host did not opt in, and shows none', () => {
    const { made } = fakeNotifications('granted');
    const { toPanel, fromPanel } = mount(false);
    fromPanel({ type: TYPE, action: 'iFrameReady' });
    fromPanel(notify());
    expect(toPanel.mock.calls.map(([message]) => (message as { action: string }).action)).not.toContain('notifyPermission');
    expect(made).toEqual([]);
  });

  it('shows a notification, replaces one with the same tag, closes it when asked, and a click opens the panel on the note', () => {
    const { made } = fakeNotifications('granted');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const { handle: panel, toPanel, fromPanel } = mount();
    fromPanel(notify({ icon: 'https://0.gravatar.com/avatar/m' }));
    expect(made[0]).toMatchObject({ title: 'Maya commented', options: { body: 'Lovely', tag: 'notes-panel-42', icon: 'https://0.gravatar.com/avatar/m' } });
    fromPanel(notify({ title: 'Maya commented again' }));
    expect(made.map((entry) => entry.closed)).toEqual([true, false]);
    fromPanel({ type: TYPE, action: 'closeNotify', tag: 'notes-panel-42' });
    expect(made[1]!.closed).toBe(true);

    fromPanel(notify({ tag: 'notes-panel-7', noteId: 7 }));
    toPanel.mockClear();
    made[2]!.click();
    expect(focus).toHaveBeenCalled();
    expect(panel.isOpen()).toBe(true);
    expect(made[2]!.closed).toBe(true);
    expect(toPanel.mock.calls.map(([message]) => message)).toEqual([
      { type: TYPE, action: 'togglePanel', showing: true },
      { type: TYPE, action: 'openNote', noteId: 7 },
    ]);
  });

  it('refuses and logs malformed or forged messages', () => {
    const { made } = fakeNotifications('granted');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fromPanel } = mount();
    fromPanel(notify({ tag: 'other-tag' }));
    fromPanel(notify({ title: 'x'.repeat(500) }));
    fromPanel(notify({ icon: 'https://evil.example/a.png' }));
    fromPanel(notify({ icon: 'javascript:alert(1)' }));
    fromPanel(notify({ noteId: -1 }));
    fromPanel({ type: TYPE, action: 'closeNotify', tag: 42 });
    // Another window, or another origin, speaking the protocol.
    fromPanel(notify(), 'https://evil.example');
    fromPanel(notify(), PANEL, window);
    expect(made).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(8);
  });

  it('shows nothing without the permission', () => {
    const { made } = fakeNotifications('denied');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fromPanel } = mount();
    fromPanel(notify());
    expect(made).toEqual([]);
  });
});

describe('parseDesktopMessage', () => {
  it('leaves other messages to the rest of the SDK', () => {
    expect(parseDesktopMessage({ type: TYPE, action: 'render', num_new: 1 })).toBeNull();
    expect(parseDesktopMessage('{"type":"notesIframeMessage","action":"notify"}')).toBeNull();
    expect(parseDesktopMessage(null)).toBeNull();
  });

  it('keeps only a platform https icon', () => {
    expect(parseDesktopMessage(notify())).toMatchObject({ action: 'notify', icon: undefined, noteId: 42 });
    expect(parseDesktopMessage(notify({ noteId: null, tag: 'notes-panel-like' }))).toMatchObject({ noteId: null, tag: 'notes-panel-like' });
  });
});
