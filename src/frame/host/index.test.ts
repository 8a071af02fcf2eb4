// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountNotesPanel, type NotesPanelHandle } from './index.ts';

const PANEL = 'https://panel.example';
let handle: NotesPanelHandle | null = null;
afterEach(() => {
  handle?.destroy();
  handle = null;
  document.body.replaceChildren();
});

function mount(extra: Partial<Parameters<typeof mountNotesPanel>[0]> = {}) {
  const container = document.createElement('div');
  const badge = document.createElement('span');
  document.body.append(container, badge);
  handle = mountNotesPanel({ container, src: 'about:blank', panelOrigin: PANEL, badge, ...extra });
  const toPanel = vi.spyOn(handle.iframe.contentWindow!, 'postMessage');
  const fromPanel = (data: unknown, origin = PANEL, source: unknown = handle!.iframe.contentWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { handle, badge, toPanel, fromPanel };
}

describe('host SDK', () => {
  it('mounts a titled iframe, hidden until opened (by visibility: it stays laid out), and tells the panel when it opens and closes', () => {
    const { handle: panel, toPanel } = mount();
    expect(panel.iframe.title).toBe('Notifications');
    expect([panel.iframe.hidden, panel.iframe.style.visibility]).toEqual([false, 'hidden']);
    panel.open();
    expect(panel.iframe.style.visibility).toBe('');
    expect(toPanel).toHaveBeenLastCalledWith({ type: 'notesIframeMessage', action: 'togglePanel', showing: true }, PANEL);
    panel.toggle();
    expect(panel.isOpen()).toBe(false);
    expect(panel.iframe.style.visibility).toBe('hidden');
  });

  it('keeps the unread badge from render and renderAllSeen', () => {
    const onUnreadChange = vi.fn();
    const { badge, fromPanel, handle: panel } = mount({ onUnreadChange });
    fromPanel({ type: 'notesIframeMessage', action: 'render', num_new: 3, latest_type: 'comment' });
    expect([badge.textContent, badge.hidden, panel.unread()]).toEqual(['3', false, 3]);
    expect(onUnreadChange).toHaveBeenLastCalledWith(3, 'comment');
    fromPanel(JSON.stringify({ type: 'notesIframeMessage', action: 'renderAllSeen' }));
    expect([badge.textContent, badge.hidden]).toEqual(['0', true]);
  });

  it('ignores messages from another origin or another window, and malformed ones', () => {
    const { badge, fromPanel } = mount();
    fromPanel({ type: 'notesIframeMessage', action: 'render', num_new: 5 }, 'https://evil.example');
    fromPanel({ type: 'notesIframeMessage', action: 'render', num_new: 6 }, PANEL, window);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fromPanel({ type: 'notesIframeMessage', action: 'render', num_new: -1 });
    expect(badge.textContent).toBe('');
    expect(warn).toHaveBeenCalledWith('[notes host] message ignored:', 'render needs a count num_new');
  });

  it('toggles on n and closes on Escape, but never while the user types', () => {
    const { handle: panel } = mount();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'n' }));
    expect(panel.isOpen()).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(panel.isOpen()).toBe(false);
    for (const tag of ['input', 'textarea', 'select', 'my-editor']) {
      const field = document.createElement(tag);
      document.body.append(field);
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true, composed: true }));
    }
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inner = document.createElement('b');
    editable.append(inner);
    document.body.append(editable);
    inner.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', ctrlKey: true }));
    expect(panel.isOpen()).toBe(false);
  });

  it('closes on a click outside the panel, as the masterbar does, but not on its own button or inside it', () => {
    const button = document.createElement('button');
    const icon = document.createElement('svg');
    button.append(icon);
    const elsewhere = document.createElement('p');
    document.body.append(button, elsewhere);
    const { handle: panel } = mount({ toggleButton: button });
    button.addEventListener('click', () => panel.toggle());
    panel.open();
    panel.iframe.parentElement!.click();
    expect(panel.isOpen()).toBe(true);
    elsewhere.click();
    expect(panel.isOpen()).toBe(false);
    // The button toggles: a click on it (or its icon) while open closes it once, not closes and reopens.
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(panel.isOpen()).toBe(true);
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(panel.isOpen()).toBe(false);
    // A page link that opens the panel is not a click outside it.
    elsewhere.addEventListener('click', () => panel.open());
    elsewhere.click();
    expect(panel.isOpen()).toBe(true);
  });

  it('keeps the panel open on outside clicks when told to', () => {
    const { handle: panel } = mount({ closeOnOutsideClick: false });
    panel.open();
    document.body.click();
    expect(panel.isOpen()).toBe(true);
  });

  it('closes when the panel asks, reports widescreen, and hands in-app targets to the page', () => {
    const onNavigate = vi.fn();
    const onWidescreen = vi.fn();
    const { handle: panel, fromPanel } = mount({ onNavigate, onWidescreen });
    panel.open();
    fromPanel({ type: 'notesIframeMessage', action: 'togglePanel' });
    expect(panel.isOpen()).toBe(false);
    fromPanel({ type: 'notesIframeMessage', action: 'widescreen', widescreen: true });
    expect(onWidescreen).toHaveBeenCalledWith(true);
    expect(panel.iframe.classList.contains('is-widescreen')).toBe(true);
    fromPanel({ type: 'notesIframeMessage', action: 'openPost', siteId: 4, postId: 9 });
    expect(onNavigate).toHaveBeenCalledWith({ action: 'openPost', siteId: 4, postId: 9 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fromPanel({ type: 'notesIframeMessage', action: 'answerPrompt', siteId: 4, href: 'javascript:alert(1)' });
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[notes host] message ignored:', 'answerPrompt needs siteId and an http(s) href');
  });

  it('answers iFrameReady with the open state and visibility', () => {
    const { toPanel, fromPanel } = mount();
    fromPanel({ type: 'notesIframeMessage', action: 'iFrameReady' });
    expect(toPanel.mock.calls.map(([message]) => message)).toEqual([
      { type: 'notesIframeMessage', action: 'togglePanel', showing: false },
      { type: 'notesIframeMessage', action: 'toggleVisibility', hidden: false },
    ]);
  });
});
