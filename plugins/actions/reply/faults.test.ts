// The fault matrix of a reply: whatever goes wrong with the first try, exactly one reply reaches
// the platform and the user is told it was posted.
import { describe, expect, it, vi } from 'vitest';
import wpcom, { createFetchHandler } from '../../../src/api/index.ts';
import type { ScriptedAnswer } from '../../../mock/front.ts';
import { makeNote } from '../../../test/support/notes.ts';
import { API, platformCore, usePlatform } from '../../testing/platform.ts';
import { submitReply } from './reply.ts';
import { REPLY_ATTEMPT_DEADLINE_MS } from './send.ts';
import { replyState } from './state.ts';

const platform = usePlatform();
const TIME_LIMIT_MS = 100;

const FAULTS: [string, ScriptedAnswer][] = [
  ['a 2xx whose answer cannot be read', { landed: 'truncated' }],
  ['a time-out after the reply went out', { landed: 'late', delayMs: TIME_LIMIT_MS * 3 }],
  ['a connection reset after the reply went out', { landed: 'reset' }],
  ['a 5xx', { status: 503, body: { error: 'unavailable', message: 'Try later' } }],
  ['a network error before it went out', { network: true }],
];

const TARGETS = [
  {
    what: 'a reply to a comment',
    path: '/rest/v1.1/sites/70/comments/5/replies/new',
    note: () => makeNote({ id: 5, actions: { 'replyto-comment': true } }),
    replies: () => platform.mock.state.postComments('70', 2).comments,
  },
  {
    what: 'a comment on a post',
    path: '/rest/v1.1/sites/80/posts/124/replies/new',
    note: () => makeNote({ id: 6, type: 'new_post', meta: { ids: { site: 80, post: 124 } }, body: [{ text: 'A post', type: 'post', meta: { ids: { post: 124, site: 80 } }, actions: { 'replyto-comment': true } }] }),
    replies: () => platform.mock.state.postComments('80', 124).comments,
  },
];

describe.each(TARGETS)('$what', ({ path, note, replies }) => {
  it.each(FAULTS)('after %s, exactly one reply lands and the user is told it was posted', async (_fault, answer) => {
    const served = note();
    platform.serveNote(served);
    platform.on('GET', '/users/suggest', { body: { suggestions: [] } });
    // Only the first try meets the fault; the platform answers everything else.
    platform.mock.route('POST', path, (_request, count) => (count === 1 ? answer : undefined));
    const client = wpcom('test-token', createFetchHandler({ baseUrl: API, timeoutMs: TIME_LIMIT_MS }));
    const { core, clock, state } = platformCore({ notes: [served], select: served.id, wpcom: client });
    for (const event of submitReply(served.id, "Thanks, it's great!")) core.append(event);
    await core.effects.idle();
    // A retry, if one is due, runs after its 2 s wait (and looks for the reply before sending it).
    clock.advance(2000);
    await core.effects.idle();
    expect(replies().filter((comment) => comment.content === "Thanks, it's great!")).toHaveLength(1);
    expect(replyState.read(state()).replies[served.id]?.phase).toBe('posted');
    expect(state().status?.message).toBe('Reply posted!');
    expect(replyState.read(state()).drafts[served.id]).toBeUndefined();
  });
});

describe('a reply whose request never answers', () => {
  it(`leaves "Sending…" after ${REPLY_ATTEMPT_DEADLINE_MS / 1000} s: the next try finds it posted, and the box is free again`, async () => {
    const served = TARGETS[0]!.note();
    platform.serveNote(served);
    platform.on('GET', '/users/suggest', { body: { suggestions: [] } });
    // The platform takes the reply and its answer never comes back (within the test).
    platform.mock.route('POST', TARGETS[0]!.path, (_request, count) => (count === 1 ? { landed: 'late', delayMs: 5_000 } : undefined));
    const { core, clock, state } = platformCore({ notes: [served], select: served.id });
    for (const event of submitReply(served.id, 'Thanks!')) core.append(event);
    await vi.waitFor(() => expect(platform.lines()).toContain('POST /sites/70/comments/5/replies/new'));
    expect(replyState.read(state()).replies[served.id]?.phase).toBe('submitting');
    expect(state().ui.keyboardShortcutsAreEnabled).toBe(false);
    clock.advance(REPLY_ATTEMPT_DEADLINE_MS);
    await core.effects.idle();
    clock.advance(2000);
    await core.effects.idle();
    expect(replyState.read(state()).replies[served.id]?.phase).toBe('posted');
    expect(state().status?.message).toBe('Reply posted!');
    expect(state().ui.keyboardShortcutsAreEnabled).toBe(true);
    expect(TARGETS[0]!.replies().filter((comment) => comment.content === 'Thanks!')).toHaveLength(1);
  });
});
