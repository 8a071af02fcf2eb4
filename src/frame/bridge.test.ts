import { describe, expect, it, vi } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { connectHost } from './bridge.ts';

const HOST = 'https://host.example';

function fakeWindow(referrer = `${HOST}/dashboard`, ancestorOrigins?: string[]) {
  const parent = { postMessage: vi.fn() };
  const listeners = new Map<string, (event: unknown) => void>();
  const win = {
    parent,
    document: { referrer },
    location: ancestorOrigins ? { ancestorOrigins } : undefined,
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    open: vi.fn(),
  };
  const post = (data: unknown, from: { source?: unknown; origin?: string } = {}) =>
    listeners.get('message')?.({ data, source: from.source ?? parent, origin: from.origin ?? HOST });
  return { win: win as unknown as Window, parent, post, listeners, open: win.open };
}

function setup() {
  const harness = testCore({ notes: makeNotes(3) });
  const frame = fakeWindow();
  const bridge = connectHost({ core: harness.core, window: frame.win, hostOrigins: [HOST] });
  const sent = (): Record<string, unknown>[] =>
    frame.parent.postMessage.mock.calls.map(([message, origin]) => ({ ...(message as Record<string, unknown>), origin }));
  return { ...harness, ...frame, bridge, sent };
}

describe('host bridge', () => {
  it('says it is ready, to the host origin only', () => {
    const { sent } = setup();
    expect(sent()).toEqual([{ type: 'notesIframeMessage', action: 'iFrameReady', origin: HOST }]);
  });

  it('opens, closes and hides the panel on the host’s messages, JSON strings included', () => {
    const { post, state } = setup();
    post({ type: 'notesIframeMessage', action: 'togglePanel', showing: true });
    expect(state().ui).toMatchObject({ isPanelOpen: true, keyboardShortcutsAreEnabled: true });
    post(JSON.stringify({ type: 'notesIframeMessage', action: 'toggleVisibility', hidden: true }));
    expect(state().ui.isVisible).toBe(false);
    post({ type: 'notesIframeMessage', action: 'togglePanel', showing: false });
    expect(state().ui.isPanelOpen).toBe(false);
    post({ type: 'notesIframeMessage', action: 'refreshNotes' });
    expect(state().client.inbox).toEqual([{ action: 'refreshNotes' }]);
  });

  it("narrows the list to a site on the host's showSite, and back to every site with null; a bad id is refused", () => {
    const { post, state } = setup();
    post({ type: 'notesIframeMessage', action: 'showSite', siteId: 150031337 });
    expect(state().ui.siteId).toBe(150031337);
    post({ type: 'notesIframeMessage', action: 'showSite', siteId: 'all' });
    expect(state().ui.siteId).toBe(150031337);
    post({ type: 'notesIframeMessage', action: 'showSite', siteId: null });
    expect(state().ui.siteId).toBeNull();
  });

  it.each([
    ['a forged origin', { type: 'notesIframeMessage', action: 'togglePanel', showing: true }, { origin: 'https://evil.example' }, 'origin https://evil.example is not allowed'],
    ['another window', { type: 'notesIframeMessage', action: 'togglePanel', showing: true }, { source: {} }, 'not from the parent window'],
    ['an unflagged message', { action: 'togglePanel', showing: true }, {}, 'type is not notesIframeMessage'],
    ['a mistyped payload', { type: 'notesIframeMessage', action: 'togglePanel', showing: 'yes' }, {}, 'togglePanel needs a boolean showing'],
    ['an unknown action', { type: 'notesIframeMessage', action: 'deleteEverything' }, {}, 'unknown action "deleteEverything"'],
    ['junk', '<script>', {}, 'not an object or JSON object string'],
  ])('logs and ignores %s', (_label, data, from, reason) => {
    const { post, state, logger } = setup();
    post(data, from);
    expect(state().ui.isPanelOpen).toBe(false);
    expect(logger.entries.map((entry) => entry.message)).toContain(`message ignored: ${reason}`);
  });

  it('asks the host to close, to open in-app targets, and to go widescreen', () => {
    const { core, sent } = setup();
    core.append({ type: 'panel/toggleRequested' });
    core.append({ type: 'link/openRequested', target: 'openComment', siteId: 1, postId: 2, commentId: 3 });
    core.append({ type: 'link/openRequested', target: 'answerPrompt', siteId: 1, url: 'https://blog.example/new?prompt=4' });
    core.append({ type: 'note/selected', id: 1 });
    core.append({ type: 'note/selected', id: 2 });
    core.append({ type: 'note/unselected' });
    expect(sent().slice(1).map(({ origin: _origin, type: _type, ...message }) => message)).toEqual([
      { action: 'togglePanel' },
      { action: 'openComment', siteId: 1, postId: 2, commentId: 3 },
      { action: 'answerPrompt', siteId: 1, href: 'https://blog.example/new?prompt=4' },
      { action: 'widescreen', widescreen: true },
      { action: 'widescreen', widescreen: false },
    ]);
  });

  it('opens plain links in a new tab, never a javascript: URL', () => {
    const { core, open, logger } = setup();
    core.append({ type: 'link/openRequested', target: 'url', url: 'https://blog.example/post' });
    core.append({ type: 'link/openRequested', target: 'url', url: 'javascript:alert(1)' });
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://blog.example/post', '_blank', 'noopener,noreferrer');
    expect(logger.entries.at(-1)?.message).toContain('is not an http(s) URL');
  });

  it('carries out a pending undo before the page goes away, and stops listening when disposed', () => {
    const { core, listeners, bridge, state, post } = setup();
    core.append({ type: 'undo/started', id: 1, kind: 'spam' });
    listeners.get('pagehide')?.({});
    expect(state().undo?.phase).toBe('committing');
    bridge.dispose();
    post({ type: 'notesIframeMessage', action: 'togglePanel', showing: true });
    expect(state().ui.isPanelOpen).toBe(false);
  });
});

describe('hostile prompt links', () => {
  it('never hands a javascript: prompt link to the host, or opens it', () => {
    const { core, sent, open, logger } = setup();
    core.append({ type: 'link/openRequested', target: 'answerPrompt', siteId: 1, url: 'javascript:alert(document.cookie)' });
    expect(sent().slice(1)).toEqual([]);
    expect(open).not.toHaveBeenCalled();
    expect(logger.entries.at(-1)?.message).toContain('is not an http(s) URL');
  });
});

describe('where the panel’s messages go', () => {
  const ATTACKER = 'https://attacker.example';

  function framedBy(referrer: string, hostOrigins: string[], ancestorOrigins?: string[]) {
    const harness = testCore({ notes: makeNotes(3) });
    const frame = fakeWindow(referrer, ancestorOrigins);
    connectHost({ core: harness.core, window: frame.win, hostOrigins });
    const targets = () => frame.parent.postMessage.mock.calls.map(([message, origin]) => [(message as { action: string }).action, origin]);
    return { ...harness, ...frame, targets };
  }

  it.each([
    [['*']],
    [['*', HOST]],
    [[HOST, '*']],
  ])('never posts to "*" for the allow-list %j, even framed by another site', (hostOrigins) => {
    const { core, targets, logger } = framedBy(`${ATTACKER}/page`, hostOrigins);
    core.append({ type: 'link/openRequested', target: 'openSite', siteId: 7 });
    expect(targets()).toEqual([]);
    expect(logger.entries.map((entry) => entry.message)).toContain('iFrameReady held: no allowed parent origin yet');
  });

  it('does not guess the first allowed origin when the parent is unknown, and sends what waited once the parent speaks', () => {
    const { core, targets, post } = framedBy('', ['https://other.example', HOST]);
    core.append({ type: 'panel/toggleRequested' });
    expect(targets()).toEqual([]);
    post({ type: 'notesIframeMessage', action: 'refreshNotes' }, { origin: HOST });
    expect(targets()).toEqual([['iFrameReady', HOST], ['togglePanel', HOST]]);
  });

  it('takes the parent’s origin from the browser’s ancestorOrigins over the referrer', () => {
    expect(framedBy(`${HOST}/dashboard`, [HOST], [ATTACKER]).targets()).toEqual([]);
    expect(framedBy('', [HOST], [HOST]).targets()).toEqual([['iFrameReady', HOST]]);
  });

  it('answers the origin the parent’s messages come from', () => {
    const { core, targets, post } = framedBy(`${HOST}/dashboard`, [HOST, 'https://second.example']);
    post({ type: 'notesIframeMessage', action: 'refreshNotes' }, { origin: 'https://second.example' });
    core.append({ type: 'panel/toggleRequested' });
    expect(targets()).toEqual([['iFrameReady', HOST], ['togglePanel', 'https://second.example']]);
  });
});
