import { describe, expect, it } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import type { PinghubCallback } from '../api/pinghub.ts';
import wpcom, { createFetchHandler } from '../api/index.ts';
import { createMemoryLogger, createPanelCore, createVirtualClock } from '../core/index.ts';
import { registerSync } from './index.ts';
import { createPinghubConnector, type RealtimeEvent } from './realtime.ts';
import { parseRealtimeMessage } from './subscription.ts';
import { createFakeRealtime } from './testing/fake-realtime.ts';
import { createFakePlatform } from './testing/platform.ts';
import { startSync, usePlatform } from './testing/harness.ts';

const served = usePlatform();

describe('registerSync', () => {
  it('dispose stops polling, closes the channel and drops late answers', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const realtime = createFakeRealtime();
    const run = startSync({ realtime: realtime.connector });
    run.sync.dispose();
    await run.sync.idle();
    expect(realtime.channels[0]!.closed).toBe(true);
    // The first load was in flight: its answer is not appended after dispose.
    expect(run.state().client.hasLoaded).toBe(false);
    const count = platform.requests.length;
    await run.advance(600_000);
    expect(platform.requests.length).toBe(count);
  });

  it('follows the document: hidden at start means no requests until it shows', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const listeners: (() => void)[] = [];
    const doc = { hidden: true, addEventListener: (_type: string, listener: () => void) => listeners.push(listener), removeEventListener: () => {} };
    const own = createPanelCore({ clock: createVirtualClock(), logger: createMemoryLogger() });
    const before = platform.requests.length;
    const sync = registerSync(own, { client: wpcom('t', createFetchHandler()), document: doc });
    await sync.idle();
    expect(own.state.value.ui.isVisible).toBe(false);
    expect(platform.requests.length).toBe(before);
    doc.hidden = false;
    listeners.forEach((listener) => listener());
    await sync.idle();
    expect(own.state.value.client.hasLoaded).toBe(true);
    sync.dispose();
  });
});

describe('realtime helpers', () => {
  it('parses push messages and anything else', () => {
    expect(parseRealtimeMessage('{"action":"push","note_id":"42"}')).toEqual({ action: 'push', note_id: 42 });
    expect(parseRealtimeMessage({ action: 'refresh' })).toEqual({ action: 'refresh' });
    expect(parseRealtimeMessage('{"note_id":1}')).toEqual({ action: 'unknown', note_id: 1 });
    expect(parseRealtimeMessage('not json')).toBeNull();
    expect(parseRealtimeMessage('7')).toBeNull();
  });

  it('adapts the API client pinghub: errors become error events, close disconnects', () => {
    let callback: PinghubCallback = () => {};
    const calls: string[] = [];
    const pinghub = {
      connect: (path: string, cb: PinghubCallback) => {
        calls.push(`connect ${path}`);
        callback = cb;
      },
      disconnect: (path: string) => void calls.push(`disconnect ${path}`),
    };
    const events: RealtimeEvent[] = [];
    const connection = createPinghubConnector(pinghub).connect('/wpcom/me/newest-note-data', (event) => events.push(event));
    callback(null, { type: 'open' });
    callback(null, { type: 'message', data: '{}' });
    callback(new Error('gone'), null);
    connection.close();
    callback(null, { type: 'open' });
    expect(events.map((event) => event.type)).toEqual(['open', 'message', 'error']);
    expect(calls).toEqual(['connect /wpcom/me/newest-note-data', 'disconnect /wpcom/me/newest-note-data']);
  });
});
