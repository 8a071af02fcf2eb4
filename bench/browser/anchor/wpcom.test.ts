// The side-by-side benchmark's stand-in for the old panel's wpcom client, called as
// notifications-panel@2.2.3 calls it (src/rest-client/wpcom.js, templates/body.jsx).
import { describe, expect, it } from 'vitest';
import { benchNotes } from '../../notes.ts';
import { createWpcomStandIn } from './wpcom.ts';

const seed = benchNotes(30);
const json = JSON.stringify(seed);

/** A stand-in whose answers wait in `queue` until `flush()`, and a call's answer as a promise. */
function standIn() {
  const queue: (() => void)[] = [];
  const wpcom = createWpcomStandIn(json, (deliver) => queue.push(deliver));
  const flush = () => queue.splice(0).forEach((deliver) => deliver());
  const call = <T>(make: (callback: (error: Error | null, data?: unknown) => void) => void) =>
    new Promise<{ error: Error | null; data: T }>((resolve) => make((error, data) => resolve({ error, data: data as T })));
  return { wpcom, queue, flush, call };
}

describe('the old panel’s wpcom stand-in', () => {
  it('answers the first list call with every note and the last-seen time, in a later task', async () => {
    const { wpcom, queue, flush, call } = standIn();
    const answer = call<{ last_seen_time: number; number: number; notes: { id: number; subject: unknown }[] }>((callback) =>
      wpcom.req.get({ path: '/notifications/', apiVersion: '1.1' }, { fields: 'id,type,unread,body,subject,timestamp,meta,note_hash', number: 10 }, callback),
    );
    expect(queue).toHaveLength(1); // not answered inside the call
    flush();
    const { error, data } = await answer;
    expect(error).toBeNull();
    expect(data.last_seen_time).toBe(seed.lastSeenTime);
    expect(data.number).toBe(30);
    expect(data.notes.map((note) => note.id)).toEqual(seed.notes.map((note) => note.id));
    expect(data.notes[0]!.subject).toEqual(seed.notes[0]!.subject);
  });

  it('answers the hash poll with ids and hashes only', async () => {
    const { wpcom, flush, call } = standIn();
    const answer = call<{ notes: object[] }>((callback) => wpcom.req.get({ path: '/notifications/', apiVersion: '1.1' }, { fields: 'id,note_hash', number: 10 }, callback));
    flush();
    expect((await answer).data.notes).toEqual(seed.notes.map((note) => ({ id: note.id, note_hash: note.note_hash })));
  });

  it('answers one note by id, and refuses an id it does not hold', async () => {
    const { wpcom, flush, call } = standIn();
    const found = call<{ notes: { id: number }[] }>((callback) => wpcom.req.get({ path: `/notifications/${seed.notes[3]!.id}`, apiVersion: '1.1' }, { fields: 'id,note_hash' }, callback));
    const missing = call((callback) => wpcom.req.get({ path: '/notifications/999999', apiVersion: '1.1' }, {}, callback));
    flush();
    expect((await found).data.notes.map((note) => note.id)).toEqual([seed.notes[3]!.id]);
    expect((await missing).error?.message).toMatch(/\/notifications\/999999/);
  });

  it('hands each answer its own copy of the notes, as a parsed response is', async () => {
    const { wpcom, flush, call } = standIn();
    const list = () => call<{ notes: { id: number }[] }>((callback) => wpcom.req.get({ path: '/notifications/' }, { number: 10 }, callback));
    const first = list();
    flush();
    (await first).data.notes.splice(0);
    const second = list();
    flush();
    expect((await second).data.notes).toHaveLength(30);
  });

  it('accepts read and seen marks, without a callback too, and opens the realtime channel', async () => {
    const { wpcom, queue, flush, call } = standIn();
    const read = call<{ success: boolean }>((callback) => wpcom.req.post({ path: '/notifications/read' }, null, { counts: { 7: 9999 } }, callback));
    wpcom.req.post({ path: '/notifications/seen' }, null, { time: 1 });
    const opened = call<{ response: { type: string } }>((callback) => wpcom.pinghub.connect('/wpcom/me/newest-note-data', callback));
    expect(queue).toHaveLength(2); // the seen mark had no callback to answer
    flush();
    expect((await read).data).toEqual({ success: true });
    expect((await opened).data.response.type).toBe('open');
  });

  it('refuses what it does not serve, naming it', async () => {
    const { wpcom, flush, call } = standIn();
    const reply = call((callback) => (wpcom.site(12).comment(34).get as (callback: unknown) => void)(callback));
    const suggest = call<{ suggestions: unknown[] }>((callback) => wpcom.req.get({ path: '/users/suggest', apiVersion: '1' }, { site_id: 12 }, callback));
    flush();
    expect((await reply).error?.message).toMatch(/\/sites\/12\/comments\/34 get/);
    expect((await suggest).data.suggestions).toEqual([]);
  });
});
