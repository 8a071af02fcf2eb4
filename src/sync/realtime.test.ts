import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { REALTIME_PATH } from './constants.ts';
import { createWebSocketConnector } from './realtime.ts';
import { createFakeRealtime } from './testing/fake-realtime.ts';
import { createFakePlatform } from './testing/platform.ts';
import { startSync, usePlatform } from './testing/harness.ts';

const served = usePlatform();
const hashPolls = (platform: ReturnType<typeof createFakePlatform>) => platform.requests.filter((request) => request.query.get('fields') === 'id,note_hash');

// A real WebSocket server on 127.0.0.1 that accepts or refuses upgrades on demand.
let server: WebSocketServer;
let accepting = true;
const paths: string[] = [];
beforeAll(async () => {
  server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (info: { req: { url?: string } }) => {
      paths.push(info.req.url ?? '');
      return accepting;
    },
  });
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const connector = () =>
  createWebSocketConnector({ baseUrl: `ws://127.0.0.1:${(server.address() as { port: number }).port}/pinghub`, WebSocket });
const broadcast = (data: unknown) => server.clients.forEach((client) => client.send(JSON.stringify(data)));

describe('realtime over a real WebSocket', () => {
  it('subscribes on the channel path, stops polling, and fetches a pushed note', async () => {
    accepting = true;
    const platform = served.use(createFakePlatform(makeNotes(5)));
    const run = startSync({ realtime: connector() });
    await vi.waitFor(() => expect(run.state().client.realtime).toBe('subscribed'));
    expect(paths.at(-1)).toBe(`/pinghub${REALTIME_PATH}`);
    await run.advance(150_000);
    expect(hashPolls(platform)).toHaveLength(0);
    platform.add(makeNote({ id: 80, timestamp: '2026-01-01T11:00:00Z' }));
    broadcast({ action: 'push', note_id: 80 });
    await vi.waitFor(async () => {
      await run.sync.idle();
      expect(run.state().notes[80]).toBeDefined();
    });
    expect(platform.requests.filter((request) => request.method === 'GET').at(-1)!.path).toMatch(/notifications\/80$/);
    run.sync.dispose();
  });

  it('a silent subscribed channel still catches a new note through the slow safety poll', async () => {
    accepting = true;
    const platform = served.use(createFakePlatform(makeNotes(5)));
    const run = startSync({ realtime: connector() });
    await vi.waitFor(() => expect(run.state().client.realtime).toBe('subscribed'));
    await run.advance(0);
    platform.add(makeNote({ id: 81, timestamp: '2026-01-01T11:00:00Z' }));
    await run.advance(170_000);
    expect(run.state().notes[81]).toBeUndefined();
    await run.advance(10_000);
    expect(hashPolls(platform)).toHaveLength(1);
    expect(run.state().notes[81]).toBeDefined();
    run.sync.dispose();
  });

  it('falls back to polling after 3 failed attempts, pauses 120 s, then recovers', async () => {
    accepting = false;
    const platform = served.use(createFakePlatform(makeNotes(5)));
    const run = startSync({ realtime: connector() });
    const settled = () => vi.waitFor(() => expect(run.state().client.realtime).toBe('unsubscribed'));
    await settled();
    await run.advance(30_000);
    await settled();
    await run.advance(30_000);
    await settled();
    expect(run.of('realtime/subscribing').map((event) => event.attempt)).toEqual([1, 2, 3]);
    // The fourth pass starts the 120 s pause instead of a fourth attempt; polling goes on.
    await run.advance(30_000);
    await run.advance(110_000);
    expect(run.of('realtime/subscribing')).toHaveLength(3);
    expect(hashPolls(platform).length).toBeGreaterThanOrEqual(5);
    accepting = true;
    await run.advance(10_000);
    await vi.waitFor(() => expect(run.state().client.realtime).toBe('subscribed'));
    expect(run.of('realtime/subscribing').map((event) => event.attempt)).toEqual([1, 2, 3, 1]);
    const polls = hashPolls(platform).length;
    await run.advance(150_000);
    expect(hashPolls(platform)).toHaveLength(polls);
    run.sync.dispose();
  });

  it('goes back to polling when the channel closes, and subscribes again', async () => {
    accepting = true;
    const platform = served.use(createFakePlatform(makeNotes(5)));
    const run = startSync({ realtime: connector() });
    await vi.waitFor(() => expect(run.state().client.realtime).toBe('subscribed'));
    await run.advance(0);
    server.clients.forEach((client) => client.close());
    await vi.waitFor(() => expect(run.state().client.realtime).toBe('unsubscribed'));
    expect(run.of('realtime/unsubscribed').at(-1)).toMatchObject({ reason: 'closed' });
    await run.advance(30_000);
    expect(hashPolls(platform)).toHaveLength(1);
    await vi.waitFor(() => expect(run.state().client.realtime).toBe('subscribed'));
    run.sync.dispose();
  });
});

describe('realtime frames', () => {
  it('reports an unknown event type and keeps the channel and the loop', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const realtime = createFakeRealtime();
    const run = startSync({ realtime: realtime.connector });
    realtime.open();
    await run.advance(0);
    realtime.send({ type: 'mystery' });
    expect(run.of('effect/failed').at(-1)).toMatchObject({ trigger: 'realtime', message: 'unknown realtime event type: mystery' });
    expect(run.state().client.realtime).toBe('subscribed');
    platform.add(makeNote({ id: 90, timestamp: '2026-01-01T11:00:00Z' }));
    realtime.push(90);
    await run.advance(0);
    expect(run.state().notes[90]).toBeDefined();
    run.sync.dispose();
  });

  it.each([
    ['a frame without type', {}, 'frame without type'],
    ["type 'error'", { type: 'error' }, 'error'],
    ['close', { type: 'close' }, 'closed'],
  ])('unsubscribes on %s', async (_name, frame, reason) => {
    served.use(createFakePlatform(makeNotes(3)));
    const realtime = createFakeRealtime();
    const run = startSync({ realtime: realtime.connector });
    realtime.open();
    await run.advance(0);
    realtime.send(frame);
    expect(run.state().client.realtime).toBe('unsubscribed');
    expect(run.of('realtime/unsubscribed').at(-1)).toMatchObject({ reason });
    expect(realtime.channels[0]!.closed).toBe(true);
    // Events of the abandoned channel no longer move the state.
    realtime.channels[0]!.onEvent({ type: 'open' });
    expect(run.state().client.realtime).toBe('unsubscribed');
    run.sync.dispose();
  });

  it('gives up on a socket that neither opens nor fails within 30 s', async () => {
    served.use(createFakePlatform(makeNotes(3)));
    const realtime = createFakeRealtime();
    const run = startSync({ realtime: realtime.connector });
    await run.advance(30_000);
    expect(run.of('realtime/unsubscribed')[0]).toMatchObject({ reason: 'timeout' });
    expect(realtime.channels[0]!.closed).toBe(true);
    run.sync.dispose();
  });

  it('a message that is not JSON is logged and checks the list', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const realtime = createFakeRealtime();
    const run = startSync({ realtime: realtime.connector });
    realtime.open();
    await run.advance(0);
    realtime.send({ type: 'message', data: 'not json' });
    await run.advance(0);
    expect(run.logger.entries.some((entry) => entry.level === 'warn' && entry.message.includes('not a JSON object'))).toBe(true);
    expect(hashPolls(platform)).toHaveLength(1);
    expect(run.state().client.realtime).toBe('subscribed');
    run.sync.dispose();
  });
});
