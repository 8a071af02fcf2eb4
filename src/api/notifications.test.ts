import { describe, expect, it } from 'vitest';
import { fetchMe, fetchSuggestions } from './people.ts';
import {
  fetchNote,
  fetchNoteHashes,
  fetchNotes,
  markPostsSeen,
  markRead,
  markSeen,
} from './notifications.ts';
import { useApiServer } from './testing/api-server.ts';

const api = useApiServer();
const note = (id: number, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  type: 'comment',
  read: 0,
  timestamp: '2024-05-01T10:00:00+00:00',
  subject: [{ text: 'Someone commented' }],
  body: [{ text: 'Hello' }],
  meta: { ids: { site: 1, post: 2 }, links: {} },
  note_hash: 100 + id,
  ...extra,
});
const params = (query: string): URLSearchParams => new URLSearchParams(query);

describe('notification list calls', () => {
  it('fetchNoteHashes asks for ids and hashes with number, before and unread', async () => {
    api.reply({ last_seen_time: 1700000000, number: 1, notes: [{ id: '7', note_hash: '42' }] });
    const page = await fetchNoteHashes(api.client(), { number: 10, before: 1699999999, unread: true });
    const request = api.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/rest/v1.1/notifications/');
    expect(request.query).toBe('fields=id%2Cnote_hash&number=10&before=1699999999&unread=1');
    expect(page).toEqual({ notes: [{ id: 7, note_hash: 42 }], lastSeenTime: 1700000000, dropped: [] });
  });

  it('fetchNotes sends the full field list and locale', async () => {
    api.reply({ last_seen_time: '1493855205', notes: [note(1)] });
    const page = await fetchNotes(api.client(), { number: 10, locale: 'fr' });
    const query = params(api.last().query);
    expect(query.get('fields')).toBe('id,type,unread,body,subject,timestamp,meta,note_hash,header,icon,noticon,title,url');
    expect(query.get('number')).toBe('10');
    expect(query.get('locale')).toBe('fr');
    expect(query.has('unread')).toBe(false);
    expect(page.lastSeenTime).toBe(1493855205);
    expect(page.notes.map((n) => n.id)).toEqual([1]);
  });

  it('drops a malformed note with its id, index and reason and keeps the others', async () => {
    api.reply({ notes: [note(1), note(2, { body: 'not a list' }), { type: 'like' }, note(4)] });
    const page = await fetchNotes(api.client(), { number: 10 });
    expect(page.notes.map((n) => n.id)).toEqual([1, 4]);
    expect(page.dropped).toHaveLength(2);
    expect(page.dropped[0]).toMatchObject({ id: 2, index: 1 });
    expect(page.dropped[0]?.reason).toContain('body');
    expect(page.dropped[1]).toMatchObject({ index: 2 });
    expect(page.dropped[1]).not.toHaveProperty('id');
    expect(page.dropped[1]?.reason).toContain('id');
  });

  it('gives each note its read flag from unread, and names the malformed optional fields it let go of', async () => {
    api.reply({
      notes: [note(1, { read: undefined, unread: 1 }), note(2, { read: undefined, unread: '0' }), note(3, { icon: 42, meta: { ids: 'x' } }), note(4, { read: 'maybe', unread: 0 })],
    });
    const page = await fetchNotes(api.client(), { number: 10 });
    expect(page.notes.map((n) => [n.id, n.read])).toEqual([[1, 0], [2, 1], [3, 0], [4, 1]]);
    expect(page.notes[2]).toMatchObject({ icon: undefined, meta: { ids: {}, links: {} } });
    expect(page.dropped).toEqual([]);
    expect(page.ignored).toEqual([
      { id: 3, index: 2, reason: 'ignored malformed icon, meta' },
      { id: 4, index: 3, reason: 'ignored malformed read' },
    ]);
  });

  it('converts a millisecond last_seen_time to seconds', async () => {
    api.reply({ last_seen_time: '1493855205123', notes: [] });
    expect((await fetchNoteHashes(api.client(), { number: 10 })).lastSeenTime).toBe(1493855205);
  });

  it('rejects a response without a notes list', async () => {
    api.reply({ error: 'nope' });
    await expect(fetchNotes(api.client(), { number: 10 })).rejects.toThrow('Malformed notifications response');
  });

  it('fetchNote gets one note by id', async () => {
    api.reply({ notes: [note(55)] });
    const page = await fetchNote(api.client(), 55, { locale: 'de' });
    expect(api.last().path).toBe('/rest/v1.1/notifications/55');
    expect(params(api.last().query).get('locale')).toBe('de');
    expect(page.notes[0]?.id).toBe(55);
  });
});

describe('notification write calls', () => {
  it('markSeen posts the time', async () => {
    await markSeen(api.client(), 1700000123);
    expect(api.last()).toMatchObject({ method: 'POST', path: '/rest/v1.1/notifications/seen', query: '', body: { time: 1700000123 } });
  });

  it('markRead posts counts keyed by id and reports success', async () => {
    api.reply({ success: true });
    await expect(markRead(api.client(), [3, '4'])).resolves.toBe(true);
    expect(api.last()).toMatchObject({ method: 'POST', path: '/rest/v1.1/notifications/read', body: { counts: { 3: 9999, 4: 9999 } } });
  });

  it('markRead with -1 marks unread and returns false without success', async () => {
    api.reply({ success: false });
    await expect(markRead(api.client(), [3], -1)).resolves.toBe(false);
    expect(api.last().body).toEqual({ counts: { 3: -1 } });
  });

  it('markPostsSeen uses the wpcom/v2 namespace', async () => {
    await markPostsSeen(api.client(), { blogId: 9, postIds: [11, 12] });
    expect(api.last()).toMatchObject({
      method: 'POST',
      path: '/wpcom/v2/seen-posts/seen/blog/new',
      body: { blog_id: 9, post_ids: [11, 12], source: 'notification-web' },
    });
  });

  it('fetchSuggestions passes site_id and fills a missing name', async () => {
    api.reply({
      suggestions: [
        { ID: '5', user_login: 'ann', display_name: 'Ann Lee', image_URL: 'https://x/a.png' },
        { ID: 6, user_login: 'bo', display_name: 'Bo', name: 'Bo B' },
        { ID: 7 },
      ],
    });
    const result = await fetchSuggestions(api.client(), 123);
    expect(api.last().path).toBe('/rest/v1.1/users/suggest');
    expect(api.last().query).toBe('site_id=123');
    expect(result.suggestions.map((user) => [user.ID, user.name])).toEqual([
      [5, 'ann Ann Lee'],
      [6, 'Bo B'],
    ]);
    expect(result.dropped).toMatchObject([{ id: 7, index: 2 }]);
  });

  it('fetchMe asks for the id, login, display name and avatar in one call', async () => {
    api.reply({ ID: '77', username: 'me', display_name: 'Me Myself', avatar_URL: 'https://0.gravatar.com/avatar/x?s=96' });
    await expect(fetchMe(api.client())).resolves.toEqual({ ID: 77, username: 'me', display_name: 'Me Myself', avatar_URL: 'https://0.gravatar.com/avatar/x?s=96' });
    expect(api.last()).toMatchObject({ path: '/rest/v1.1/me', query: 'fields=ID%2Cusername%2Cdisplay_name%2Cavatar_URL' });
  });

  it('fetchMe takes a profile without a name or picture, and refuses one without an id', async () => {
    api.reply({ ID: 78, username: 'plain' });
    await expect(fetchMe(api.client())).resolves.toEqual({ ID: 78, username: 'plain' });
    api.reply({ username: 'nobody' });
    await expect(fetchMe(api.client())).rejects.toThrow('Malformed /me response');
  });
});
