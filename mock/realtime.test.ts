import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fetchNote, fetchNotes } from '../src/api/notifications.ts';
import { createVirtualClock } from '../src/core/clock.ts';
import { GENERATED_TYPES } from './note-factory.ts';
import { useMockPlatform } from './testing.ts';

/** Opens a client; rejects with the HTTP status when the upgrade is refused. */
function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}
const nextFrame = (socket: WebSocket): Promise<unknown> =>
  new Promise((resolve) => socket.once('message', (data: WebSocket.RawData) => resolve(JSON.parse(data.toString()))));
const closed = (socket: WebSocket): Promise<number> => new Promise((resolve) => socket.once('close', (code: number) => resolve(code)));

describe('the realtime channel', () => {
  const clock = createVirtualClock(Date.UTC(2026, 0, 10, 9));
  const platform = useMockPlatform({ clock, generateEverySeconds: 60 });

  it('pushes { action: push, note_id } to every client when a note is created', async () => {
    const [first, second] = await Promise.all([connect(platform.running().channelUrl), connect(`${platform.running().wsUrl}/pinghub/wpcom/me/newest-note-data`)]);
    await expect.poll(() => platform.running().realtime.clientCount()).toBe(2);
    const frames = Promise.all([nextFrame(first), nextFrame(second)]);
    const created = platform.running().state.createNote({ type: 'follow', subject: [{ text: 'Someone followed your blog' }] });
    expect(await frames).toEqual([
      { action: 'push', note_id: created.id },
      { action: 'push', note_id: created.id },
    ]);
    const served = (await fetchNote(platform.client(), created.id)).notes[0];
    expect(served).toMatchObject({ type: 'follow', read: 0, timestamp: '2026-01-10T09:00:00+00:00' });
    first.close();
    second.close();
  });

  it('pushes each note the generator creates on the platform clock, cycling realistic types', async () => {
    const socket = await connect(platform.running().channelUrl);
    const pushed: number[] = [];
    socket.on('message', (data: WebSocket.RawData) => pushed.push((JSON.parse(data.toString()) as { note_id: number }).note_id));
    for (let tick = 0; tick < GENERATED_TYPES.length; tick += 1) clock.advance(60_000);
    await expect.poll(() => pushed.length).toBe(GENERATED_TYPES.length);
    const page = await fetchNotes(platform.client(), { number: GENERATED_TYPES.length });
    expect(page.dropped).toEqual([]);
    expect(page.notes.map((note) => note.id)).toEqual([...pushed].reverse());
    expect(new Set(page.notes.map((note) => note.type))).toEqual(new Set(GENERATED_TYPES));
    expect(page.notes[0]?.timestamp).toBe('2026-01-10T09:07:00+00:00');
    socket.close();
  });

  it('answers other upgrade paths with a 404', async () => {
    await expect(connect(`${platform.running().wsUrl}/somewhere/else`)).rejects.toThrow('HTTP 404');
  });
});

describe('the realtime-drop scenario', () => {
  const clock = createVirtualClock();
  const platform = useMockPlatform({ clock, scenario: 'realtime-drop' });

  it('drops the first connection after 5 s, refuses three attempts, then connects', async () => {
    const url = platform.running().channelUrl;
    const first = await connect(url);
    const code = closed(first);
    clock.advance(4999);
    expect(first.readyState).toBe(WebSocket.OPEN);
    clock.advance(1);
    expect(await code).toBe(1006);
    for (let attempt = 0; attempt < 3; attempt += 1) await expect(connect(url)).rejects.toThrow('HTTP 503');
    const later = await connect(url);
    expect(platform.running().realtime.attempts()).toBe(5);
    later.close();
  });

  it('can be told to refuse or drop from a test', async () => {
    const { realtime, channelUrl } = platform.running();
    realtime.refuseNext(1);
    await expect(connect(channelUrl)).rejects.toThrow('HTTP 503');
    const socket = await connect(channelUrl);
    const code = closed(socket);
    realtime.dropAll();
    expect(await code).toBe(1006);
  });
});
