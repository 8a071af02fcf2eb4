import { describe, expect, it } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { defaultPlugins } from '../index.ts';
import { platformCore, usePlatform } from '../testing/platform.ts';
import { approvals } from './approve.ts';

const platform = usePlatform();

/** A core with `count` comments (ids 1..count, comment id = note id, site 70), `ticked` ticked. */
function tickedCore(count: number, ticked: number[]) {
  const built = platformCore({ notes: makeNotes(count) });
  for (const id of ticked) built.core.append({ type: 'check/toggled', id });
  return built;
}

const SEVEN = [1, 2, 3, 4, 5, 6, 7];

describe('bulk spam and trash', () => {
  it('spam of 7 comments is one step: one undo restores all 7 and nothing reaches the platform', async () => {
    const { core, clock, state } = tickedCore(9, SEVEN);
    expect(core.handleKey({ key: '!', shiftKey: true })).toEqual({ handled: true, by: 'spam-all' });
    expect(state().undo).toMatchObject({ id: 1, kind: 'spam', ids: SEVEN, phase: 'pending' });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([8, 9]);
    expect(state().checks.ids).toEqual([]);
    core.handleKey({ key: 'u' });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([...SEVEN, 8, 9]);
    expect(state().status).toMatchObject({ plural: 'Undone: %d comments are back.', count: 7 });
    clock.advance(10_000);
    await core.effects.idle();
    expect(platform.calls).toEqual([]);
  });

  it('when the window ends, sends 7 spams; 2 failures come back, and the status says 2 failed', async () => {
    for (const id of SEVEN) {
      platform.on('GET', `/sites/70/comments/${id}`, { body: { ID: id, status: 'approved' } });
      platform.on('POST', `/sites/70/comments/${id}`, id === 3 || id === 6 ? { status: 500, body: { error: 'x', message: 'Boom' } } : { body: { ID: id, status: 'spam' } });
    }
    const { core, clock, state } = tickedCore(9, SEVEN);
    core.performBulk('spam-all');
    await clock.advanceAsync(4500);
    await core.effects.idle();
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([3, 6, 8, 9]);
    expect(Object.keys(state().notes).map(Number)).toEqual([3, 6, 8, 9]);
    expect(state().status).toMatchObject({
      kind: 'failure',
      message: '%d comment could not be marked as spam. It is back in the list.',
      plural: '%d comments could not be marked as spam. They are back in the list.',
      count: 2,
    });
    expect(platform.lines().filter((line) => line.startsWith('POST'))).toHaveLength(7);
  });

  it('trash of 3 by # deletes the 3 comments once the window ends', async () => {
    for (const id of [2, 3, 4]) platform.on('POST', `/sites/70/comments/${id}/delete`, { body: { ID: id, status: 'trash' } });
    const { core, clock, state } = tickedCore(5, [2, 3, 4]);
    core.handleKey({ key: '#', shiftKey: true });
    await clock.advanceAsync(4500);
    await core.effects.idle();
    expect(platform.lines().sort()).toEqual(['POST /sites/70/comments/2/delete', 'POST /sites/70/comments/3/delete', 'POST /sites/70/comments/4/delete']);
    expect(Object.keys(state().notes).map(Number)).toEqual([1, 5]);
    expect(state().undo).toBeNull();
  });
  it('a list answer during the undo window keeps every ticked note: each is sent once when the window ends', async () => {
    const ticked = [3, 6, 8];
    for (const id of ticked) {
      platform.on('GET', `/sites/70/comments/${id}`, { body: { ID: id, status: 'approved' } });
      platform.on('POST', `/sites/70/comments/${id}`, { body: { ID: id, status: 'spam' } });
    }
    const { core, clock, state } = tickedCore(9, ticked);
    core.performBulk('spam-all');
    // A poll's list answer names the 4 newest: the older notes leave the window, but not those behind the bar.
    core.append({ type: 'notes/received', notes: [], listIds: [1, 2, 3, 4] });
    expect(Object.keys(state().notes).map(Number)).toEqual([1, 2, 3, 4, 6, 8]);
    await clock.advanceAsync(4500);
    await core.effects.idle();
    expect(platform.lines().filter((line) => line.startsWith('POST')).sort()).toEqual(['POST /sites/70/comments/3', 'POST /sites/70/comments/6', 'POST /sites/70/comments/8']);
    expect(Object.keys(state().notes).map(Number)).toEqual([1, 2, 4]);
  });
});

describe('bulk approve', () => {
  it('approves each ticked comment; a failure restores exactly that one and says how many failed', async () => {
    for (const id of [1, 2, 3]) platform.on('POST', `/sites/70/comments/${id}`, id === 2 ? { status: 403, body: { error: 'unauthorized', message: 'No' } } : { body: { ID: id, status: 'approved' } });
    for (const note of makeNotes(3)) platform.serveNote(note);
    const { core, state } = tickedCore(3, [1, 2, 3]);
    expect(core.handleKey({ key: 'A', shiftKey: true })).toEqual({ handled: true, by: 'approve-all' });
    expect(approvals.read(state())).toEqual({ 1: true, 2: true, 3: true });
    expect(state().undo).toMatchObject({ kind: 'approve', ids: [1, 2, 3] });
    await core.effects.idle();
    expect(approvals.read(state())).toEqual({ 1: true, 3: true });
    expect(state().status).toMatchObject({ kind: 'failure', count: 1, message: '%d comment could not be approved. Please try again.' });
    const posts = platform.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([{ status: 'approved' }, { status: 'approved' }, { status: 'approved' }]);
  });

  it('undo unapproves all of them again, as one bulk request', async () => {
    for (const id of [1, 2]) platform.on('POST', `/sites/70/comments/${id}`, (call) => ({ body: { ID: id, status: (call.body as { status: string }).status } }));
    for (const note of makeNotes(2)) platform.serveNote(note);
    const { core, state } = tickedCore(2, [1, 2]);
    core.performBulk('approve-all');
    await core.effects.idle();
    core.handleKey({ key: 'z', metaKey: true });
    await core.effects.idle();
    expect(approvals.read(state())).toEqual({ 1: false, 2: false });
    const bodies = platform.calls.filter((call) => call.method === 'POST').map((call) => (call.body as { status: string }).status);
    expect(bodies).toEqual(['approved', 'approved', 'unapproved', 'unapproved']);
  });

  it('approve of 7 has at most 3 calls out at once, for the updates and for the reloads', async () => {
    let out = 0;
    let most = 0;
    const calls: string[] = [];
    // A platform that answers each call a few turns of the event loop later, counting what is out.
    const later = <T,>(name: string, value: T) => {
      calls.push(name);
      out += 1;
      most = Math.max(most, out);
      return new Promise<T>((resolve) => setImmediate(() => {
        out -= 1;
        resolve(value);
      }));
    };
    const wpcom = {
      site: () => ({ comment: (id: number) => ({ update: () => later(`POST ${id}`, { ID: id, status: 'approved' }) }) }),
      req: { get: (path: string) => later(`GET ${path}`, { notes: makeNotes(7).filter((note) => path.endsWith(`/${note.id}`)) }) },
    };
    const { core, state } = testCore({ notes: makeNotes(7), open: true, plugins: defaultPlugins, wpcom: wpcom as never });
    for (const id of SEVEN) core.append({ type: 'check/toggled', id });
    core.performBulk('approve-all');
    await core.effects.idle();
    expect(calls.filter((call) => call.startsWith('POST'))).toHaveLength(7);
    expect(calls.filter((call) => call.startsWith('GET'))).toHaveLength(7);
    expect(most).toBe(3);
    expect(SEVEN.every((id) => approvals.read(state())[id] === true)).toBe(true);
  });
});
