import { describe, expect, it } from 'vitest';
import { fetchMe, fetchSuggestions } from '../src/api/people.ts';
import {
  fetchNote,
  fetchNoteHashes,
  fetchNotes,
  markPostsSeen,
  markRead,
  markSeen,
} from '../src/api/notifications.ts';
import { useMockPlatform } from './testing.ts';

const platform = useMockPlatform();
const seconds = (iso: string): number => Date.parse(iso) / 1000;

describe('notification calls against the served sample', () => {
  it('lists ids and hashes only when asked for fields=id,note_hash', async () => {
    const raw = (await platform.client().req.get('/notifications/', { fields: 'id,note_hash', number: 3 })) as {
      notes: Array<Record<string, unknown>>;
      number: number;
      last_seen_time: number;
    };
    expect(raw.number).toBe(3);
    expect(raw.last_seen_time).toBe(1528964046);
    expect(raw.notes.map((note) => Object.keys(note).sort())).toEqual([['id', 'note_hash'], ['id', 'note_hash'], ['id', 'note_hash']]);
    const page = await fetchNoteHashes(platform.client(), { number: 3 });
    expect(page.notes).toEqual([
      { id: 3500000000, note_hash: 690691362 },
      { id: 3499999999, note_hash: 4199060035 },
      { id: 3499999998, note_hash: 381824312 },
    ]);
  });

  it('serves full notes that the client parses without dropping any, read included for unread', async () => {
    const page = await fetchNotes(platform.client(), { number: 50, locale: 'fr' });
    expect(page.notes).toHaveLength(20);
    expect(page.dropped).toEqual([]);
    expect(page.notes[0]).toMatchObject({ id: 3500000000, type: 'comment_like', read: 1 });
    expect(new Set(page.notes.map((note) => note.type))).toContain('blogging_prompts_note');
  });

  it('pages with an inclusive before cursor in epoch seconds', async () => {
    const first = await fetchNotes(platform.client(), { number: 3 });
    const oldest = first.notes.at(-1);
    expect(oldest?.id).toBe(3499999998);
    const next = await fetchNotes(platform.client(), { number: 3, before: seconds(oldest?.timestamp ?? '') });
    expect(next.notes.map((note) => note.id)).toEqual([3499999998, 3499999997, 3499999996]);
  });

  it('filters unread notes with unread=1', async () => {
    const page = await fetchNotes(platform.client(), { number: 50, unread: true });
    expect(page.notes.map((note) => note.id)).toEqual([3499999999, 3499999998, 3499999995, 3499999964, 3499999962, 3499999945]);
    expect(page.notes.every((note) => note.read === 0)).toBe(true);
  });

  it('answers one note in the list shape, and 404 for an unknown one', async () => {
    const page = await fetchNote(platform.client(), 3499999995);
    expect(page.notes.map((note) => note.id)).toEqual([3499999995]);
    expect(page.lastSeenTime).toBe(1528964046);
    await expect(fetchNote(platform.client(), 42)).rejects.toMatchObject({ statusCode: 404, error: 'unknown_note' });
  });

  it('marks read (9999) and unread (-1), bumping the hash each time', async () => {
    const before = await fetchNote(platform.client(), 3499999999);
    expect(await markRead(platform.client(), [3499999999])).toBe(true);
    const read = (await fetchNote(platform.client(), 3499999999)).notes[0];
    expect(read?.read).toBe(1);
    expect(read?.note_hash).not.toBe(before.notes[0]?.note_hash);
    expect(await markRead(platform.client(), [3499999999], -1)).toBe(true);
    const unread = (await fetchNote(platform.client(), 3499999999)).notes[0];
    expect(unread?.read).toBe(0);
    expect(unread?.note_hash).not.toBe(read?.note_hash);
  });

  it('stores the seen time and reports it in later lists', async () => {
    await markSeen(platform.client(), 1529000000);
    expect(platform.running().state.lastSeenTime()).toBe(1529000000);
    expect((await fetchNoteHashes(platform.client(), { number: 1 })).lastSeenTime).toBe(1529000000);
    await expect(platform.client().req.post('/notifications/seen', {}, {})).rejects.toMatchObject({ statusCode: 400 });
  });

  it('records seen posts, lists suggestions and answers /me with the asked fields', async () => {
    await markPostsSeen(platform.client(), { blogId: 103195854, postIds: [124] });
    expect(platform.running().state.seenPosts()).toEqual([{ blogId: 103195854, postIds: [124] }]);
    const { suggestions, dropped } = await fetchSuggestions(platform.client(), 150031337);
    expect(dropped).toEqual([]);
    expect(suggestions.length).toBeGreaterThan(10);
    expect(suggestions.find((user) => user.ID === 1459302)).toMatchObject({ user_login: 'anawojcik', display_name: 'Ana Wójcik' });
    expect(await fetchMe(platform.client())).toMatchObject({ ID: 1000000, username: 'hirotanaka', display_name: 'Hiro Tanaka', avatar_URL: expect.stringMatching(/^https:\/\/0\.gravatar\.com\/avatar\//) });
  });

  it('answers unknown paths with a 404 JSON error', async () => {
    await expect(platform.client().req.get('/no/such/thing')).rejects.toMatchObject({ statusCode: 404, error: 'unknown_path' });
  });
});

describe('CORS for a page on another loopback port', () => {
  it('answers preflights allowing Authorization and Content-Type', async () => {
    const response = await fetch(`${platform.running().url}/rest/v1.1/notifications/read`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
  });

  it('grants loopback origins on answers and nobody else', async () => {
    const url = `${platform.running().url}/rest/v1.1/me`;
    const local = await fetch(url, { headers: { Origin: 'http://localhost:5173' } });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const remote = await fetch(url, { headers: { Origin: 'https://evil.example' } });
    expect(remote.headers.get('access-control-allow-origin')).toBeNull();
  });
});
