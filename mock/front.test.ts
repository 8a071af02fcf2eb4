import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeNote } from '../test/support/notes.ts';
import { createMockPlatform } from './platform.ts';

const API = 'https://public-api.wordpress.com/rest/v1.1';

function platformWith(notes: unknown[] = []) {
  const platform = createMockPlatform({ notes, clock: () => Date.parse('2026-01-01T12:00:00Z') });
  const call = async (method: string, path: string, body?: unknown) => {
    const init: RequestInit & { duplex?: 'half' } = { method, ...(body === undefined ? {} : { body: JSON.stringify(body), duplex: 'half' }) };
    const response = await getResponse(platform.handlers, new Request(`${API}${path}`, init));
    if (!response || response.type === 'error') return { status: 0, body: null };
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { platform, call };
}

describe('the mock platform for tests', () => {
  it('logs every request with its answer', async () => {
    const { platform, call } = platformWith([makeNote({ id: 1 })]);
    await call('GET', '/notifications/?number=5&fields=id,note_hash');
    await call('POST', '/notifications/read', { counts: { 1: 9999 } });
    await call('GET', '/notifications/404');
    expect(platform.requests.map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([
      'GET /rest/v1.1/notifications/ 200',
      'POST /rest/v1.1/notifications/read 200',
      'GET /rest/v1.1/notifications/404 404',
    ]);
    expect(platform.requests[0]!.query.get('number')).toBe('5');
    expect(platform.requests[0]!.bytes).toBeGreaterThan(10);
    expect(platform.seen('/notifications/read', 'POST').map((request) => request.body)).toEqual([{ counts: { 1: 9999 } }]);
    platform.reset();
    expect(platform.requests).toEqual([]);
  });

  it('fails the next N requests, then answers again', async () => {
    const { platform, call } = platformWith([makeNote({ id: 1 })]);
    platform.failNext(2);
    expect((await call('GET', '/notifications/')).status).toBe(500);
    expect((await call('POST', '/notifications/read', { counts: { 1: 9999 } })).body).toEqual({ error: 'server_error', message: 'Try later' });
    // The failed read changed nothing.
    expect(platform.state.getNote(1)!.read).toBe(0);
    expect((await call('GET', '/notifications/')).status).toBe(200);
    platform.failNext(1, { network: true });
    expect((await call('GET', '/notifications/')).status).toBe(0);
    platform.failNext(3);
    expect(platform.failing()).toBe(3);
    platform.failNext(0);
    expect((await call('GET', '/notifications/')).status).toBe(200);
    expect(platform.requests.map((request) => request.status)).toEqual([500, 500, 200, 0, 200]);
  });

  it('answers a scripted route instead of the platform, the latest route winning', async () => {
    const { platform, call } = platformWith([makeNote({ id: 1 })]);
    platform.route('POST', '/rest/v1.1/notifications/read', { body: { success: false } });
    expect((await call('POST', '/notifications/read', { counts: { 1: 9999 } })).body).toEqual({ success: false });
    platform.route('POST', '/rest/v1.1/notifications/read', (request, count) => ({ status: 418, body: { count, saw: request.body as never } }));
    expect(await call('POST', '/notifications/read', { counts: {} })).toEqual({ status: 418, body: { count: 1, saw: { counts: {} } } });
    expect(platform.state.getNote(1)!.read).toBe(0);
  });

  it('serves a raw note as it is, lists it by its time, and touches a hash without a change', async () => {
    const { platform, call } = platformWith([makeNote({ id: 1, timestamp: '2026-01-01T10:00:00+00:00' })]);
    platform.state.insertRawNote({ id: 2, type: 'comment', timestamp: '2026-01-01T11:00:00+00:00', note_hash: 5, subject: 'not a list' });
    platform.state.insertRawNote({ id: 3, note_hash: 1 });
    const list = await call('GET', '/notifications/?fields=id,subject');
    expect(list.body!.notes).toEqual([{ id: 2, subject: 'not a list' }, { id: 1, subject: expect.any(Array) }, { id: 3 }]);
    const before = platform.state.getNote(1)!;
    const touched = platform.state.touchNote(1);
    expect(touched.note_hash).not.toBe(before.note_hash);
    expect({ ...touched, note_hash: 0 }).toEqual({ ...before, note_hash: 0 });
    platform.state.setLastSeenTime(1767268800000);
    expect((await call('GET', '/notifications/')).body!.last_seen_time).toBe(1767268800000);
  });
});
