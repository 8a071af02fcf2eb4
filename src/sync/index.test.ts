import { describe, expect, it, vi } from 'vitest';
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

  it('adapts the API client pinghub: channel events are the proxy load events\' bodies, errors become error events, close disconnects', () => {
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
    // What the proxy handler's onload hook receives for each 207 of the channel (wpcom.js reads event.response.type).
    callback(null, { type: 'load', response: { type: 'open' }, body: { type: 'open' }, data: { type: 'open' } });
    callback(null, { type: 'load', response: { type: 'message', data: '{"action":"push","note_id":1}' } });
    callback(null, { type: 'load', response: '{"type":"close"}' });
    // A load event without a channel event in it has no type: the loop counts it as a failure.
    callback(null, { type: 'load' });
    callback(new Error('gone'), null);
    connection.close();
    callback(null, { type: 'load', response: { type: 'open' } });
    expect(events).toEqual([{ type: 'open' }, { type: 'message', data: '{"action":"push","note_id":1}' }, { type: 'close' }, {}, { type: 'error', data: new Error('gone') }]);
    expect(calls).toEqual(['connect /wpcom/me/newest-note-data', 'disconnect /wpcom/me/newest-note-data']);
  });

  it('opens the pinghub channel only once `ready` resolves; a rejection is a failed attempt', async () => {
    const calls: string[] = [];
    const pinghub = { connect: (path: string) => void calls.push(`connect ${path}`), disconnect: (path: string) => void calls.push(`disconnect ${path}`) };
    let grant = () => {};
    const granted = new Promise<void>((resolve) => (grant = resolve));
    const connector = createPinghubConnector(pinghub, { ready: () => granted });
    const events: RealtimeEvent[] = [];
    connector.connect('/a', (event) => events.push(event));
    expect(calls).toEqual([]);
    grant();
    await granted;
    expect(calls).toEqual(['connect /a']);

    // Closed before access came: nothing connects, nothing disconnects.
    calls.length = 0;
    connector.connect('/b', (event) => events.push(event)).close();
    await granted;
    expect(calls).toEqual([]);

    const refused = createPinghubConnector(pinghub, { ready: () => Promise.reject(new Error('no access')) });
    refused.connect('/c', (event) => events.push(event));
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'error', data: new Error('no access') }));
    expect(calls).toEqual([]);
  });
});
