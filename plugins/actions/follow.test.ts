import { describe, expect, it, vi } from 'vitest';
import { makeNote } from '../../test/support/notes.ts';
import { actionLabel } from '../lib/label.ts';
import { platformCore, usePlatform } from '../testing/platform.ts';
import { sampleNotes } from '../testing/sample.ts';
import { followAction, followEvents, follows, isFollowing } from './follow.ts';

const platform = usePlatform();
// makeNote's first body block is user 7 of site 70, not followed yet.
const note = () => makeNote({ id: 5, type: 'follow' });

function setup() {
  const track = vi.fn();
  const built = platformCore({ notes: [note()], select: 5, track });
  return { ...built, track, label: () => actionLabel(followAction, built.state().notes[5]!, built.state()) };
}

describe('subscribe', () => {
  it('flips to "Subscribed" at once, POSTs follows/new, and settles on is_following', async () => {
    platform.on('POST', '/sites/70/follows/new', { body: { is_following: true } });
    const { core, state, label, track } = setup();
    expect(label()).toBe('Subscribe');
    core.perform('follow', 5);
    expect(label()).toBe('Subscribed');
    expect(core.perform('follow', 5)).toBe(false); // a click while in flight is ignored
    await core.effects.idle();
    expect(platform.lines()).toEqual(['POST /sites/70/follows/new']);
    expect(platform.calls[0]!.body).toBeNull();
    expect(follows.read(state())[7]).toEqual({ following: true, inFlight: false });
    expect(track).toHaveBeenCalledWith('follow', { note_id: 5, following: true, note_type: 'follow' });
  });

  it('unsubscribes through follows/mine/delete and trusts is_following', async () => {
    platform.on('POST', '/sites/70/follows/new', { body: { is_following: true } });
    platform.on('POST', '/sites/70/follows/mine/delete', { body: { is_following: true } }); // the server says still following
    const { core, label } = setup();
    core.perform('follow', 5);
    await core.effects.idle();
    core.perform('follow', 5);
    expect(label()).toBe('Subscribe');
    await core.effects.idle();
    expect(platform.lines()).toEqual(['POST /sites/70/follows/new', 'POST /sites/70/follows/mine/delete']);
    expect(label()).toBe('Subscribed');
  });

  it('reverts on failure and logs the error', async () => {
    platform.on('POST', '/sites/70/follows/new', { status: 500, body: { error: 'internal', message: 'Follow broke' } });
    const { core, state, label, logger } = setup();
    core.perform('follow', 5);
    await core.effects.idle();
    expect(label()).toBe('Subscribe');
    expect(follows.read(state())[7]).toEqual({ following: false, inFlight: false });
    expect(logger.entries.some((entry) => entry.level === 'error' && entry.message.includes('Follow broke'))).toBe(true);
    expect(core.exportLog()).toContain('"type":"effect/failed","trigger":"follow/requested","message":"Follow broke"');
    // Clicks work again after the failure.
    expect(core.perform('follow', 5)).toBe(true);
  });

  it('follows the site of one liker among several, through that user block\'s own button', async () => {
    const likes = sampleNotes().find((note) => note.id === 3499999996)!; // five likers, none followed
    const second = { userId: likes.body![1]!.meta!.ids!.user!, siteId: likes.body![1]!.meta!.ids!.site!, following: false };
    platform.on('POST', `/sites/${second.siteId}/follows/new`, { body: { is_following: true } });
    const { core, state } = platformCore({ notes: [likes], select: likes.id });
    for (const event of followEvents(state(), second)) core.append(event);
    expect(followEvents(state(), second)).toEqual([]); // in flight: the button does nothing
    await core.effects.idle();
    expect(platform.lines()).toEqual([`POST /sites/${second.siteId}/follows/new`]);
    expect(isFollowing(state(), second)).toBe(true);
  });

  const followed = () => {
    const copy = note();
    const [user, ...rest] = copy.body!;
    return { ...copy, body: [{ ...user!, actions: { follow: true } }, ...rest], note_hash: 99 };
  };

  it('never guesses from a 200 whose body cannot be read: it reloads the note and shows what the server says', async () => {
    // A truncated body: the client gets text, not an object with is_following.
    platform.on('POST', '/sites/70/follows/new', { body: '{"is_following":tr' });
    platform.serveNote(followed());
    const { core, state, label } = setup();
    core.perform('follow', 5);
    await core.effects.idle();
    expect(platform.lines()).toEqual(['POST /sites/70/follows/new', 'GET /notifications/5']);
    expect(label()).toBe('Subscribed');
    expect(follows.read(state())[7]).toBeUndefined();
    expect(core.exportLog()).toContain('"type":"plugin/recorded","plugin":"follow","name":"unconfirmed","id":null,"data":{"userId":7,');
    // The button works again, from the server's state: the next click unsubscribes.
    platform.on('POST', '/sites/70/follows/mine/delete', { body: { is_following: false } });
    core.perform('follow', 5);
    await core.effects.idle();
    expect(platform.lines().at(-1)).toBe('POST /sites/70/follows/mine/delete');
  });

  it('a 200 cut short (unreadable JSON) keeps "Subscribed" and reloads: the platform did follow, no error', async () => {
    platform.mock.route('POST', '/rest/v1.1/sites/70/follows/new', { landed: 'truncated' });
    platform.serveNote(followed());
    const { core, state, label, logger } = setup();
    core.perform('follow', 5);
    await core.effects.idle();
    expect(platform.lines()).toEqual(['POST /sites/70/follows/new', 'GET /notifications/5']);
    expect(platform.mock.state.following('70')).toEqual({ is_following: true });
    expect(label()).toBe('Subscribed');
    expect(state().status).toBeNull();
    expect(core.exportLog()).not.toContain('"plugin":"follow","name":"failed"');
    expect(logger.entries.some((entry) => entry.level === 'error')).toBe(false);
  });

  it("after a follow, the server's copy of the note takes over: another client's unsubscribe shows", async () => {
    platform.on('POST', '/sites/70/follows/new', { body: { is_following: true } });
    const { core, label } = setup();
    core.perform('follow', 5);
    await core.effects.idle();
    expect(label()).toBe('Subscribed');
    core.append({ type: 'notes/received', notes: [followed()] });
    expect(label()).toBe('Subscribed');
    // Another client unsubscribed: the next copy of the note says so.
    core.append({ type: 'notes/received', notes: [{ ...note(), note_hash: 100 }] });
    expect(label()).toBe('Subscribe');
  });

  it('undo while the subscribe call is out: the unsubscribe goes once it answers, and the panel ends unsubscribed', async () => {
    platform.on('POST', '/sites/70/follows/new', { body: { is_following: true } });
    platform.on('POST', '/sites/70/follows/mine/delete', { body: { is_following: false } });
    const { core, state, label } = setup();
    core.perform('follow', 5);
    expect(state().undo).toMatchObject({ id: 5, kind: 'follow' });
    core.handleKey({ key: 'z', ctrlKey: true });
    expect(label()).toBe('Subscribed'); // the first call is still out
    await core.effects.idle();
    expect(platform.lines()).toEqual(['POST /sites/70/follows/new', 'POST /sites/70/follows/mine/delete']);
    expect(follows.read(state())[7]).toEqual({ following: false, inFlight: false });
    expect(label()).toBe('Subscribe');
    expect(state().status).toMatchObject({ message: 'Undone: subscription removed.' });
  });

  it('undo after the call answered sends the unsubscribe at once', async () => {
    platform.on('POST', '/sites/70/follows/new', { body: { is_following: true } });
    platform.on('POST', '/sites/70/follows/mine/delete', { body: { is_following: false } });
    const { core, state } = setup();
    core.perform('follow', 5);
    await core.effects.idle();
    core.handleKey({ key: 'u' });
    await core.effects.idle();
    expect(platform.lines()).toEqual(['POST /sites/70/follows/new', 'POST /sites/70/follows/mine/delete']);
    expect(follows.read(state())[7]).toEqual({ following: false, inFlight: false });
  });
});
