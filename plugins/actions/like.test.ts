import { describe, expect, it, vi } from 'vitest';
import { makeNote } from '../../test/support/notes.ts';
import { actionLabel } from '../lib/label.ts';
import { platformCore, usePlatform } from '../testing/platform.ts';
import { likeAction } from './like.ts';

const platform = usePlatform();
const likedComment = (liked: boolean) => makeNote({ id: 5, actions: { 'like-comment': liked, 'replyto-comment': true } });
const newPost = (liked: boolean) =>
  makeNote({
    id: 6,
    type: 'new_post',
    note_hash: liked ? 61 : 60, // the server changes the hash whenever the note changes
    meta: { ids: { site: 80, post: 124 } },
    body: [{ text: 'A post', type: 'post', meta: { ids: { post: 124, site: 80 } }, actions: { 'like-post': liked, 'replyto-comment': true } }],
  });

function label(built: ReturnType<typeof platformCore>, id: number) {
  return actionLabel(likeAction, built.state().notes[id]!, built.state());
}

describe('like', () => {
  it('likes a comment at once, POSTs likes/new, reloads, and keeps "Liked" for 10 s over a stale reload', async () => {
    platform.on('POST', '/sites/70/comments/5/likes/new', { body: { success: true, i_like: true, like_count: 1 } });
    platform.serveNote({ ...likedComment(false), note_hash: 999 }); // a new hash, still not liked: stale
    const track = vi.fn();
    const built = platformCore({ notes: [likedComment(false)], select: 5, track });
    expect(built.core.handleKey({ key: 'l' })).toEqual({ handled: true, by: 'like' });
    expect(label(built, 5)).toBe('Liked');
    await built.core.effects.idle();
    expect(platform.lines()).toEqual(['POST /sites/70/comments/5/likes/new', 'GET /notifications/5']);
    expect(platform.calls[0]!.body).toBeNull();
    expect(track).toHaveBeenCalledWith('like', { note_id: 5, liked: true, note_type: 'comment' });
    built.clock.advance(9999);
    expect(label(built, 5)).toBe('Liked');
    built.clock.advance(1);
    expect(label(built, 5)).toBe('Like');
  });

  it('unlikes a post through likes/mine/delete', async () => {
    platform.on('POST', '/sites/80/posts/124/likes/mine/delete', { body: { success: true, i_like: false, like_count: 0 } });
    platform.serveNote(newPost(false));
    const built = platformCore({ notes: [newPost(true)], select: 6 });
    expect(label(built, 6)).toBe('Liked');
    built.core.perform('like', 6);
    expect(label(built, 6)).toBe('Like');
    await built.core.effects.idle();
    expect(platform.lines()).toEqual(['POST /sites/80/posts/124/likes/mine/delete', 'GET /notifications/6']);
    expect(platform.calls.map((call) => call.body)).toEqual([null, null]);
    // The reload agrees now; after the reset the server's flag (not liked) is what shows.
    built.clock.advance(10000);
    expect(label(built, 6)).toBe('Like');
  });

  it('likes a post through posts/{post}/likes/new', async () => {
    platform.on('POST', '/sites/80/posts/124/likes/new', { body: { success: true, i_like: true, like_count: 3 } });
    platform.serveNote(newPost(true));
    const built = platformCore({ notes: [newPost(false)], select: 6 });
    built.core.perform('like', 6);
    await built.core.effects.idle();
    expect(platform.lines()).toEqual(['POST /sites/80/posts/124/likes/new', 'GET /notifications/6']);
    expect(platform.calls.map((call) => call.body)).toEqual([null, null]);
  });

  it('reverts and says so when the like fails', async () => {
    platform.on('POST', '/sites/70/comments/5/likes/new', { status: 403, body: { error: 'forbidden', message: 'No' } });
    const built = platformCore({ notes: [likedComment(false)], select: 5 });
    built.core.perform('like', 5);
    await built.core.effects.idle();
    expect(label(built, 5)).toBe('Like');
    expect(built.state().status).toMatchObject({ kind: 'failure', message: 'Could not like this. Please try again.', durationMs: 6000 });
  });

  it('is offered only with a like flag', () => {
    const note = makeNote({ id: 7, actions: { 'approve-comment': false } });
    const built = platformCore({ notes: [note], select: 7 });
    expect(built.core.handleKey({ key: 'l' })).toEqual({ handled: false, reason: 'not-applicable' });
  });
});
