import { describe, expect, it, vi } from 'vitest';
import { makeNote } from '../../../test/support/notes.ts';
import { platformCore, usePlatform } from '../../testing/platform.ts';
import { isLinkableUrl, submitReply } from './reply.ts';
import { replyState } from './state.ts';
import { boxOpened, sendRequested } from './box.ts';
import { draftTyped } from './drafts.ts';

const platform = usePlatform();
const REPLY_PATH = '/sites/70/comments/5/replies/new';
/** Before a resend, the post's latest comments are read for the reply. */
const REPLIES_READ = 'GET /sites/70/posts/2/replies/';
const sent = () => platform.lines().filter((line) => line.endsWith('/replies/new'));
const comment = () => makeNote({ id: 5, actions: { 'approve-comment': false, 'replyto-comment': true } });
const newPost = () =>
  makeNote({
    id: 6,
    type: 'new_post',
    meta: { ids: { site: 80, post: 124 } },
    body: [{ text: 'A post', type: 'post', meta: { ids: { post: 124, site: 80 } }, actions: { 'like-post': false, 'replyto-comment': true } }],
  });

async function replying(note = comment()) {
  platform.on('GET', '/users/suggest', { body: { suggestions: [] } });
  const track = vi.fn();
  const built = platformCore({ notes: [note], select: note.id, track });
  built.core.append(boxOpened.make(note.id, {}));
  built.core.append(draftTyped.make(note.id, { text: 'Thanks!' }));
  await built.core.effects.idle();
  platform.calls.length = 0; // the suggestions fetch the box opening started is another test's business
  return { ...built, track, send: () => submitReply(note.id, 'Thanks!').forEach((event) => built.core.append(event)) };
}

describe('reply', () => {
  it('refuses blank text: nothing is sent', async () => {
    const { core, state } = platformCore({ notes: [comment()], select: 5 });
    expect(submitReply(5, '  \n ')).toEqual([]);
    core.append(sendRequested.make(5, { text: '   ' }));
    await core.effects.idle();
    expect(platform.calls.filter((call) => call.path.includes('replies'))).toEqual([]);
    expect(replyState.read(state()).replies[5]?.phase).toBe('failed');
    expect(state().ui.keyboardShortcutsAreEnabled).toBe(true);
  });

  it('R opens the reply box', () => {
    platform.on('GET', '/users/suggest', { body: { suggestions: [] } });
    const { core, state } = platformCore({ notes: [comment()], select: 5 });
    expect(core.handleKey({ key: 'r' })).toEqual({ handled: true, by: 'reply' });
    expect(replyState.read(state()).replies[5]?.phase).toBe('active');
  });

  it('replies to a comment, says "Reply posted!" with a link for 12 s, clears the draft, approves and refreshes', async () => {
    platform.on('POST', REPLY_PATH, { body: { ID: 99, status: 'approved', URL: 'https://blog.example.com/2026/01/01/hello/#comment-99' } });
    platform.on('POST', '/sites/70/comments/5', { body: { ID: 5, status: 'approved' } });
    platform.serveNote(comment());
    const { core, clock, state, send, track } = await replying();
    send();
    expect(state().ui.keyboardShortcutsAreEnabled).toBe(false);
    await core.effects.idle();
    expect(platform.lines()).toEqual([`POST ${REPLY_PATH}`, 'POST /sites/70/comments/5', 'GET /notifications/5']);
    expect(platform.calls[0]!.body).toEqual({ content: 'Thanks!' });
    expect(platform.calls[1]!.body).toEqual({ status: 'approved' });
    expect(state().status).toMatchObject({
      message: 'Reply posted!',
      kind: 'success',
      durationMs: 12000,
      link: { url: 'https://blog.example.com/2026/01/01/hello/#comment-99', label: 'View your comment.' },
    });
    expect(replyState.read(state()).replies[5]).toEqual({ phase: 'posted', retries: 0 });
    expect(replyState.read(state()).drafts[5]).toBeUndefined();
    expect(state().ui.keyboardShortcutsAreEnabled).toBe(true);
    expect(track).toHaveBeenCalledWith('reply', { note_id: 5, note_type: 'comment' });
    clock.advance(11999);
    expect(state().status?.message).toBe('Reply posted!');
    clock.advance(1);
    expect(state().status).toBeNull();
  });

  it('comments on a post and shows no link when the returned URL is not a web address', async () => {
    platform.on('POST', '/sites/80/posts/124/replies/new', { body: { ID: 7, URL: 'javascript:alert(1)' } });
    const { core, state, send } = await replying(newPost());
    send();
    await core.effects.idle();
    expect(platform.lines()).toEqual(['POST /sites/80/posts/124/replies/new']);
    expect(platform.calls[0]!.body).toEqual({ content: 'Thanks!' });
    expect(state().status).toMatchObject({ message: 'Reply posted!', link: null });
  });

  it('retries after 2000 ms, then 4000 ms, and succeeds on the third try', async () => {
    platform.on('POST', REPLY_PATH, (_call, count) => (count < 3 ? { status: 500, body: { error: 'internal', message: 'Busy' } } : { body: { ID: 99, URL: 'https://blog.example.com/?p=1#comment-99' } }));
    platform.serveNote(comment());
    platform.on('POST', '/sites/70/comments/5', { body: { ID: 5, status: 'approved' } });
    const { core, clock, state, send, track } = await replying();
    send();
    await core.effects.idle();
    expect(replyState.read(state()).replies[5]).toEqual({ phase: 'submitting', retries: 1 });
    clock.advance(1999);
    await core.effects.idle();
    expect(platform.lines()).toEqual([`POST ${REPLY_PATH}`]);
    clock.advance(1);
    await core.effects.idle();
    expect(replyState.read(state()).replies[5]?.retries).toBe(2);
    clock.advance(3999);
    await core.effects.idle();
    expect(platform.lines()).toEqual([`POST ${REPLY_PATH}`, REPLIES_READ, `POST ${REPLY_PATH}`]); // looked for it before sending again
    clock.advance(1);
    await core.effects.idle();
    expect(platform.lines().slice(0, 5)).toEqual([`POST ${REPLY_PATH}`, REPLIES_READ, `POST ${REPLY_PATH}`, REPLIES_READ, `POST ${REPLY_PATH}`]);
    expect(replyState.read(state()).replies[5]).toEqual({ phase: 'posted', retries: 0 });
    expect(state().status?.message).toBe('Reply posted!');
    expect(track.mock.calls.filter(([name]) => name === 'reply')).toHaveLength(1); // one reply, however many tries
  });

  it('a new Send while a retry waits replaces it: the reply goes out once', async () => {
    platform.on('POST', REPLY_PATH, (_call, count) => (count === 1 ? { status: 502, body: { error: 'bad_gateway' } } : { body: { ID: 99, URL: 'https://blog.example.com/?p=1#comment-99' } }));
    platform.on('POST', '/sites/70/comments/5', { body: { ID: 5, status: 'approved' } });
    platform.serveNote(comment());
    const { core, clock, send } = await replying();
    send();
    await core.effects.idle();
    send();
    await core.effects.idle();
    clock.advance(10000);
    await core.effects.idle();
    expect(platform.lines().filter((line) => line.endsWith('/replies/new'))).toHaveLength(2);
  });

  it('gives up after 3 retries with "Reply Failed: Please, try again." for 6 s and logs the error', async () => {
    platform.on('POST', REPLY_PATH, { status: 500, body: { error: 'internal', message: 'Down' } });
    const { core, clock, state, send, logger } = await replying();
    send();
    for (const wait of [2000, 4000, 6000]) {
      await core.effects.idle();
      clock.advance(wait);
    }
    await core.effects.idle();
    expect(sent()).toHaveLength(4);
    expect(state().status).toMatchObject({ message: 'Reply Failed: Please, try again.', kind: 'failure', durationMs: 6000 });
    expect(replyState.read(state()).replies[5]).toEqual({ phase: 'failed', retries: 0 });
    expect(state().ui.keyboardShortcutsAreEnabled).toBe(true);
    expect(replyState.read(state()).drafts[5]?.text).toBe('Thanks!'); // the text is not lost
    expect(logger.entries.some((entry) => entry.level === 'error' && entry.message.includes('Down'))).toBe(true);
    clock.advance(60000);
    await core.effects.idle();
    expect(sent()).toHaveLength(4);
  });

  it('reports a duplicate at once: no retry, retries reset; the note and its draft stay open', async () => {
    platform.on('POST', REPLY_PATH, { status: 409, body: { error: 'comment_duplicate', message: 'Duplicate comment detected' } });
    const { core, clock, state, send } = await replying();
    send();
    await core.effects.idle();
    expect(state().status).toMatchObject({ message: "Duplicate comment; you've already said that!", kind: 'failure', durationMs: 6000 });
    expect(replyState.read(state()).replies[5]).toEqual({ phase: 'failed', retries: 0 });
    expect(state().ui.selectedNoteId).toBe(5);
    expect(replyState.read(state()).drafts[5]?.text).toBe('Thanks!');
    clock.advance(20000);
    await core.effects.idle();
    expect(platform.calls).toHaveLength(1);
  });
});

describe('reply tracking', () => {
  it('a failing tracking sink never stops the reply', async () => {
    platform.on('GET', '/users/suggest', { body: { suggestions: [] } });
    platform.on('POST', '/sites/80/posts/124/replies/new', { body: { ID: 7, URL: 'https://blog.example.com/?p=124#comment-7' } });
    const track = () => {
      throw new Error('tracker offline');
    };
    const { core, state, logger } = platformCore({ notes: [newPost()], select: 6, track });
    submitReply(6, 'Lovely').forEach((event) => core.append(event));
    await core.effects.idle();
    expect(state().status?.message).toBe('Reply posted!');
    expect(logger.entries.some((entry) => entry.message.includes('tracker offline'))).toBe(true);
  });
});

describe('isLinkableUrl', () => {
  it('accepts web addresses only', () => {
    expect(isLinkableUrl('https://example.com/a#comment-1')).toBe(true);
    expect(isLinkableUrl('http://blog.example.org')).toBe(true);
    for (const url of ['javascript:alert(1)', 'example.com', '', 'https://', 'https://exa mple.com', undefined, 42]) expect(isLinkableUrl(url)).toBe(false);
  });
});
