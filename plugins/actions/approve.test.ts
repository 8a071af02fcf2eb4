import { describe, expect, it, vi } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { actionLabel } from '../lib/label.ts';
import { platformCore, usePlatform } from '../testing/platform.ts';
import { approveAction, approvals } from './approve.ts';

const platform = usePlatform();
const comment = (approved: boolean) =>
  makeNote({ id: 5, actions: { 'approve-comment': approved, 'spam-comment': false, 'trash-comment': false, 'replyto-comment': true } });

function setup(approved: boolean) {
  const note = comment(approved);
  const track = vi.fn();
  const built = platformCore({ notes: [note], select: 5, track });
  const label = () => actionLabel(approveAction, built.state().notes[5]!, built.state());
  return { ...built, track, label };
}

describe('approve', () => {
  it('approves at once, sends status approved, reloads, and keeps "Approved" for 10 s over a stale reload', async () => {
    platform.on('POST', '/sites/70/comments/5', { body: { ID: 5, status: 'approved' } });
    platform.serveNote({ ...comment(false), note_hash: 999 }); // a new hash, but the server has not caught up yet
    const { core, clock, label, track } = setup(false);
    expect(label()).toBe('Approve');

    expect(core.handleKey({ key: 'a' })).toEqual({ handled: true, by: 'approve' });
    expect(label()).toBe('Approved');
    await core.effects.idle();

    expect(platform.lines()).toEqual(['POST /sites/70/comments/5', 'GET /notifications/5']);
    expect(platform.calls[0]!.body).toEqual({ status: 'approved' });
    expect(platform.calls[1]!.query.get('fields')).toContain('body');
    expect(track).toHaveBeenCalledWith('approve', { note_id: 5, approved: true, note_type: 'comment' });
    clock.advance(9999);
    expect(label()).toBe('Approved');
    clock.advance(1);
    expect(label()).toBe('Approve'); // the override is gone; the (stale) server flag shows again
  });

  it('unapproves an approved comment with status unapproved', async () => {
    platform.on('POST', '/sites/70/comments/5', { body: { ID: 5, status: 'unapproved' } });
    platform.serveNote(comment(false));
    const { core, label } = setup(true);
    expect(label()).toBe('Approved');
    core.perform('approve', 5);
    expect(label()).toBe('Approve');
    await core.effects.idle();
    expect(platform.calls[0]).toMatchObject({ method: 'POST', path: '/rest/v1.1/sites/70/comments/5', body: { status: 'unapproved' } });
  });

  it('reverts and shows a failure message for 6 s when the call fails', async () => {
    platform.on('POST', '/sites/70/comments/5', { status: 500, body: { error: 'oops', message: 'Server broke' } });
    const { core, clock, label, state } = setup(false);
    core.perform('approve', 5);
    await core.effects.idle();
    expect(label()).toBe('Approve');
    expect(state().status).toMatchObject({ kind: 'failure', message: 'Could not approve the comment. Please try again.', durationMs: 6000 });
    expect(platform.lines()).toEqual(['POST /sites/70/comments/5']); // no reload after a failure
    clock.advance(6000);
    expect(state().status).toBeNull();
  });

  it('is not offered on notes without the approve flag', () => {
    const note = makeNote({ id: 9, actions: { 'like-comment': false } });
    const { core, state } = platformCore({ notes: [note], select: 9 });
    expect(core.perform('approve', 9)).toBe(false);
    expect(approvals.read(state())).toEqual({});
  });
});

describe('the reload after an action', () => {
  it('asks in the panel’s locale and keeps a note the server reports with only `unread: 0` read', async () => {
    platform.on('POST', '/sites/70/comments/5', { body: { ID: 5, status: 'approved' } });
    const { read: _read, ...served } = { ...comment(false), note_hash: 77 };
    // Scripted: the mock itself answers `read` to a request for `unread`.
    platform.on('GET', '/notifications/5', { body: { notes: [{ ...served, unread: 0 }] as never } });
    const { core, state } = setup(false);
    core.append({ type: 'locale/changed', locale: 'fr' });
    core.perform('approve', 5);
    await core.effects.idle();
    expect(platform.calls[1]!.query.get('locale')).toBe('fr');
    expect(state().notes[5]!.read).toBe(1);
  });

  it('undo right after approve: the unapprove waits for the approve (and its reload), so the platform ends unapproved', async () => {
    platform.on('POST', '/sites/70/comments/2', (call) => ({ body: { ID: 2, status: (call.body as { status: string }).status } }));
    platform.serveNote(makeNotes(3)[1]!);
    const { core, state } = platformCore({ notes: makeNotes(3), select: 2 });
    core.handleKey({ key: 'a' });
    core.handleKey({ key: 'u' });
    await core.effects.idle();
    expect(platform.lines()).toEqual(['POST /sites/70/comments/2', 'GET /notifications/2', 'POST /sites/70/comments/2', 'GET /notifications/2']);
    expect(platform.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ status: 'approved' }, { status: 'unapproved' }]);
    expect(approvals.read(state())[2]).toBe(false);
  });
});
