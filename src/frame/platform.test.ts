// The real platform's path (and a local one's, ?api=): the API and the notes channel through the
// hidden rest-proxy frame, here the mock platform behind an emulated frame (mock/rest-proxy.ts), sockets and all. The
// page is a jsdom window on the widget host; the test itself runs in Node (the mock reads files).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import WebSocket from 'ws';
import { createRestProxyFrame, type RestProxyFrame } from '../../mock/rest-proxy.ts';
import { startMockPlatform, type RunningMockPlatform } from '../../mock/server.ts';
import { serveProxyFrame } from '../../test/support/proxy-frame.ts';
import { createMemoryLogger, createPanelCore, createVirtualClock } from '../core/index.ts';
import { registerSync, type SyncEngine } from '../sync/index.ts';
import { connectPlatform, type PlatformConnection } from './platform.ts';

// Sockets and HTTP are real: give them time on a busy machine.
const eventually = { timeout: 10_000 };

let running: RunningMockPlatform;
let dom: JSDOM;
beforeAll(async () => {
  dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'https://widgets.wp.com/notifications/panel.html' });
  running = await startMockPlatform({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await running.close();
  dom.window.close();
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  running.realtime.refuseNext(0);
  dom.window.document.body.replaceChildren();
});

/**
 * The iframe app's wiring against the mock behind the emulated frame: on the real platform's origin,
 * or with `local` on the mock's own (`?api=`), where the mock serves its frame.
 */
function startPanel(options: { refuseAccess?: number; local?: boolean } = {}) {
  const frame: RestProxyFrame = createRestProxyFrame({ apiUrl: running.url, wsUrl: running.wsUrl, WebSocket, refuseAccess: options.refuseAccess });
  cleanups.push(serveProxyFrame(dom.window as unknown as Window, frame, options.local ? running.url : undefined));
  const logger = createMemoryLogger();
  const apiBase = options.local ? running.url : null;
  const connection: PlatformConnection = connectPlatform({ apiBase, window: dom.window as unknown as Window, logger, proxy: { log: () => undefined } });
  const clock = createVirtualClock(Date.parse('2018-06-15T12:00:00Z'));
  const core = createPanelCore({ wpcom: connection.client, clock, logger });
  core.append({ type: 'panel/opened' });
  const sync: SyncEngine = registerSync(core, { realtime: connection.realtime });
  cleanups.push(() => {
    sync.dispose();
    core.dispose();
    connection.dispose();
  });
  const realtime = () => core.state.value.client.realtime;
  const asked = () => frame.received.map((message) => (message.metaAPI ? 'metaAPI' : message.action ? `${String(message.action)} ${String(message.path)}` : `${String(message.method)} ${String(message.path)}`));
  const hashPolls = () => frame.received.filter((message) => typeof message.query === 'string' && message.query.includes('note_hash') && !message.query.includes('type')).length;
  /** Moves the virtual clock, letting the proxied requests (real HTTP) finish on the way. */
  const advance = async (ms: number) => {
    for (let moved = 0; moved < ms; moved += 1000) {
      await sync.idle();
      clock.advance(Math.min(1000, ms - moved));
    }
    await sync.idle();
  };
  return { core, sync, frame, logger, realtime, asked, hashPolls, advance };
}

describe('the iframe app on a local platform (?api=)', () => {
  it("goes through the proxy frame at the local platform's origin, as on the real platform, pinghub included", async () => {
    const panel = startPanel({ local: true });
    await vi.waitFor(() => expect(panel.realtime()).toBe('subscribed'), eventually);
    await vi.waitFor(() => expect(panel.core.state.value.client.hasLoaded).toBe(true), eventually);
    const frames = [...dom.window.document.querySelectorAll('iframe')].map((element) => element.src);
    expect(frames).toEqual([`${running.url}/wp-admin/rest-proxy/?v=2.0#https://widgets.wp.com`]);
    const asked = panel.asked();
    expect(asked[0]).toBe('metaAPI');
    expect(asked).toContain('connect /pinghub/wpcom/me/newest-note-data');
    expect(asked.some((line) => line.startsWith('GET /notifications/'))).toBe(true);
    expect(running.realtime.clientCount()).toBe(1);
  });
});

describe('the iframe app on the real platform (through the proxy)', () => {
  it('asks for access to all blogs, then subscribes to the notes channel; a pushed note arrives at once', async () => {
    const panel = startPanel();
    await vi.waitFor(() => expect(panel.realtime()).toBe('subscribed'), eventually);
    await vi.waitFor(() => expect(panel.core.state.value.client.hasLoaded).toBe(true), eventually);
    const asked = panel.asked();
    expect(asked[0]).toBe('metaAPI');
    expect(asked).toContain('connect /pinghub/wpcom/me/newest-note-data');
    expect(running.realtime.clientCount()).toBe(1);

    const note = running.state.createNote({ type: 'like' });
    await vi.waitFor(async () => {
      await panel.sync.idle();
      expect(panel.core.state.value.notes[note.id]).toBeDefined();
    }, eventually);
    expect(panel.asked()).toContain(`GET /notifications/${note.id}`);
    // Subscribed: no poll was needed to find it.
    expect(panel.hashPolls()).toBe(0);
  });

  it('falls back to polling when the channel is refused: 3 attempts, a poll every 30 s, another try 120 s later', async () => {
    running.realtime.refuseNext(Infinity);
    const panel = startPanel();
    const refused = (attempts: number) =>
      vi.waitFor(() => {
        expect(running.realtime.attempts() - before).toBe(attempts);
        expect(panel.realtime()).toBe('unsubscribed');
      }, eventually);
    const before = running.realtime.attempts();
    await refused(1);
    await panel.advance(30_000);
    await refused(2);
    await panel.advance(30_000);
    await refused(3);
    expect(panel.hashPolls()).toBe(2);
    // The fourth pass polls and starts the 120 s pause instead of a fourth attempt.
    await panel.advance(30_000);
    expect(panel.hashPolls()).toBe(3);
    await panel.advance(60_000);
    expect(running.realtime.attempts() - before).toBe(3);
    expect(panel.hashPolls()).toBe(5);
    running.realtime.refuseNext(0);
    await panel.advance(60_000);
    await vi.waitFor(() => expect(panel.realtime()).toBe('subscribed'), eventually);
    expect(running.realtime.attempts() - before).toBe(4);
    expect(panel.asked().filter((line) => line.startsWith('disconnect'))).toHaveLength(3);
  });

  it('a refused access counts as a failed attempt and is asked for again before the next one', async () => {
    const panel = startPanel({ refuseAccess: 1 });
    await vi.waitFor(() => expect(panel.core.state.value.client.hasLoaded).toBe(true), eventually);
    // The first attempt waited for the access, was refused with it, and opened no channel.
    await vi.waitFor(() => {
      expect(panel.logger.entries.some((entry) => entry.message.includes('refused access to all blogs'))).toBe(true);
      expect(panel.realtime()).toBe('unsubscribed');
    }, eventually);
    expect(panel.asked()).not.toContain('connect /pinghub/wpcom/me/newest-note-data');
    await panel.advance(30_000);
    await vi.waitFor(() => expect(panel.realtime()).toBe('subscribed'), eventually);
    const asked = panel.asked();
    expect(asked.filter((line) => line === 'metaAPI')).toHaveLength(2);
    expect(asked.lastIndexOf('metaAPI')).toBeLessThan(asked.indexOf('connect /pinghub/wpcom/me/newest-note-data'));
  });
});
