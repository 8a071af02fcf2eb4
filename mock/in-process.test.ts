import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchHandler } from '../src/api/fetch-handler.ts';
import wpcom from '../src/api/index.ts';
import { fetchNote, fetchNotes } from '../src/api/notifications.ts';
import { createVirtualClock } from '../src/core/clock.ts';
import type { RealtimeConnector } from '../src/sync/realtime.ts';
import { CHANNEL_PATH } from './realtime.ts';
import { createMockPlatform } from './platform.ts';
import type { LocalRealtimeEvent } from './local-realtime.ts';

// The CLI's setting: the same handlers in-process through msw, time on a virtual clock.
const clock = createVirtualClock(Date.UTC(2026, 4, 1, 7));
const platform = createMockPlatform({
  clock,
  generateEverySeconds: 3600,
  scenario: { name: 'blip', description: 'one lost list call', rules: [{ match: { path: '/notifications/' }, fault: { network: true }, times: 1 }] },
});
const server = setupServer(...platform.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  platform.dispose();
});
const client = wpcom('token', createFetchHandler());

describe('the mock platform in-process with msw', () => {
  it('answers the default API origin, faults included', async () => {
    await expect(fetchNotes(client, { number: 5 })).rejects.toMatchObject({ name: 'NetworkError' });
    const page = await fetchNotes(client, { number: 5 });
    expect(page.notes).toHaveLength(5);
    await client.site(150062674).comment(7).update({ status: 'unapproved' });
    expect((await fetchNote(client, 3499999998)).notes[0]?.body[1]?.actions?.['approve-comment']).toBe(false);
  });

  it('generates a note per virtual hour and pushes it over the in-process channel', async () => {
    const connector: RealtimeConnector = platform.localRealtime;
    const events: LocalRealtimeEvent[] = [];
    const connection = connector.connect(CHANNEL_PATH, (event) => events.push(event as LocalRealtimeEvent));
    await Promise.resolve();
    expect(events).toEqual([{ type: 'open' }]);
    clock.advance(2 * 3600_000);
    const pushed = events.slice(1).map((event) => JSON.parse(String(event.data)) as { action: string; note_id: number });
    expect(pushed.map((frame) => frame.action)).toEqual(['push', 'push']);
    const newest = (await fetchNote(client, pushed[1]?.note_id ?? 0)).notes[0];
    expect(newest).toMatchObject({ type: 'like', timestamp: '2026-05-01T09:00:00+00:00' });
    connection.close();
    clock.advance(3600_000);
    expect(events).toHaveLength(3);
  });

  it('refuses channels it does not serve with an error and a close', async () => {
    const events: LocalRealtimeEvent[] = [];
    platform.localRealtime.connect('/elsewhere', (event) => events.push(event));
    await Promise.resolve();
    expect(events.map((event) => event.type)).toEqual(['error', 'close']);
  });
});

describe('the in-process channel under realtime-drop', () => {
  it('drops after 5 s of platform time, refuses three attempts, then opens', async () => {
    const dropClock = createVirtualClock();
    const dropping = createMockPlatform({ clock: dropClock, scenario: 'realtime-drop' });
    const attempt = async (): Promise<string[]> => {
      const events: string[] = [];
      dropping.localRealtime.connect(CHANNEL_PATH, (event) => events.push(event.type));
      await Promise.resolve();
      return events;
    };
    const first = await attempt();
    expect(first).toEqual(['open']);
    dropClock.advance(5000);
    expect(first).toEqual(['open', 'close']);
    for (let refused = 0; refused < 3; refused += 1) expect(await attempt()).toEqual(['error', 'close']);
    expect(await attempt()).toEqual(['open']);
    expect(dropping.localRealtime.clientCount()).toBe(1);
    dropping.dispose();
  });
});
