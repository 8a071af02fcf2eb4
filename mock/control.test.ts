import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { useMockPlatform } from './testing.ts';

const platform = useMockPlatform({ generateEverySeconds: 86_400 });
const control = async (method: string, path: string) => {
  const response = await fetch(`${platform.running().url}/_mock/${path}`, { method });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('the running platform\'s controls', () => {
  it('counts open realtime sockets, creates a note that is pushed, and lists the requests it answered', async () => {
    expect((await control('GET', 'realtime')).body).toEqual({ open: 0, attempts: 0 });
    const socket = new WebSocket(platform.running().channelUrl);
    const pushed = new Promise<string>((resolve) => socket.on('message', (data) => resolve(String(data))));
    await new Promise((resolve) => socket.on('open', resolve));
    expect((await control('GET', 'realtime')).body).toEqual({ open: 1, attempts: 1 });

    const created = await control('POST', 'notes');
    expect(created.status).toBe(200);
    expect(JSON.parse(await pushed)).toEqual({ action: 'push', note_id: created.body.id });
    socket.close();

    await platform.client().req.get('/notifications/', { fields: 'id,note_hash', number: 3 });
    const { requests } = (await control('GET', 'requests')).body as { requests: { method: string; path: string; query: string }[] };
    // The controls themselves are not platform requests.
    expect(requests).toEqual([{ method: 'GET', path: '/rest/v1.1/notifications/', query: 'fields=id%2Cnote_hash&number=3' }]);
    expect((await control('GET', 'nothing')).status).toBe(404);
  });

  it('creates a note of a given type, or a burst of them announced by one refresh', async () => {
    const socket = new WebSocket(platform.running().channelUrl);
    const frames: unknown[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.on('open', resolve));

    const like = await control('POST', 'notes?type=like');
    expect(like.body.type).toBe('like');
    const burst = await control('POST', 'notes?type=follow&count=3');
    const notes = burst.body.notes as { id: number; type: string }[];
    expect(notes.map((note) => note.type)).toEqual(['follow', 'follow', 'follow']);
    await vi.waitFor(() => expect(frames).toHaveLength(2));
    expect(frames).toEqual([{ action: 'push', note_id: like.body.id }, { action: 'refresh' }]);
    const listed = await platform.client().req.get('/notifications/', { fields: 'id', number: 10 }) as { notes: { id: number }[] };
    expect(listed.notes.map((note) => note.id)).toEqual(expect.arrayContaining(notes.map((note) => note.id)));
    for (const query of ['notes?type=nope', 'notes?type=like&count=21', 'notes?type=like&count=0']) expect((await control('POST', query)).status, query).toBe(404);
    socket.close();
  });
});
