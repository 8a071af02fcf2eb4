import { describe, expect, it } from 'vitest';
import { classifyBlock, initialState, type Note } from '../../src/core/index.ts';
import { platformCore, usePlatform } from '../testing/platform.ts';
import { sampleNotes } from '../testing/sample.ts';
import { looksUnapproved } from '../actions/approve.ts';
import { isNestedReply, REPLIED_TEXT, replyCommentUrl } from './comment.ts';

const platform = usePlatform();
const sample = (id: number): Note => sampleNotes().find((note) => note.id === id)!;

// The sample comment, as the platform sends it once the user has replied (comment 77).
function answered(): Note {
  const note = sample(3499999998);
  const replyBlock = { text: 'You replied to this comment.', ranges: [{ type: 'user', indices: [0, 3] as const, id: 1 }, { type: 'comment', indices: [4, 11] as const, id: 77 }] };
  return { ...note, meta: { ...note.meta, ids: { ...note.meta?.ids, reply_comment: 77 } }, body: [...(note.body ?? []), replyBlock] };
}

describe('comment note type', () => {
  it('classifies the block naming reply_comment as the reply', () => {
    const note = answered();
    expect(note.body!.map((block) => classifyBlock(note, block))).toEqual(['user', 'comment', 'reply']);
    expect(REPLIED_TEXT).toBe('You replied to this comment.');
  });

  it('fetches the URL of the user\'s reply once when the note is opened', async () => {
    platform.on('GET', '/sites/150062674/comments/77', { body: { ID: 77, status: 'approved', URL: 'https://saltstudio.example.com/p/#comment-77' } });
    const { core, state } = platformCore({ notes: [answered()] });
    expect(replyCommentUrl(state(), 3499999998)).toBeNull();
    core.append({ type: 'note/selected', id: 3499999998 });
    await core.effects.idle();
    expect(replyCommentUrl(state(), 3499999998)).toBe('https://saltstudio.example.com/p/#comment-77');
    core.append({ type: 'note/unselected' });
    core.append({ type: 'note/selected', id: 3499999998 });
    await core.effects.idle();
    expect(platform.lines()).toEqual(['GET /sites/150062674/comments/77']);
  });

  it('reports a failed reply fetch without a status message', async () => {
    platform.on('GET', '/sites/150062674/comments/77', { status: 404, body: { error: 'unknown_comment', message: 'Unknown comment' } });
    const { core, state, logger } = platformCore({ notes: [answered()] });
    core.append({ type: 'note/selected', id: 3499999998 });
    await core.effects.idle();
    expect(replyCommentUrl(state(), 3499999998)).toBeNull();
    expect(state().status).toBeNull();
    expect(logger.entries.some((entry) => entry.level === 'error' && entry.message.includes('Unknown comment'))).toBe(true);
  });

  it('does not fetch for comments nobody replied to', async () => {
    const { core } = platformCore({ notes: [sample(3499999998)], select: 3499999998 });
    await core.effects.idle();
    expect(platform.calls).toEqual([]);
  });

  it('styles a comment unapproved only when approval is offered and not given', () => {
    const state = initialState();
    const pending = { ...sample(3499999998), body: sample(3499999998).body!.map((block) => (block.actions && 'approve-comment' in block.actions ? { ...block, actions: { ...block.actions, 'approve-comment': false } } : block)) };
    expect(looksUnapproved(state, sample(3499999998))).toBe(false); // the sample is approved
    expect(looksUnapproved(state, pending)).toBe(true);
    expect(looksUnapproved({ ...state, plugins: { ...state.plugins, approve: { [pending.id]: true } } }, pending)).toBe(false);
    expect(looksUnapproved(state, sample(3499999976))).toBe(false); // a post offers no approval
  });

  it('styles a comment as a reply when its second body block is nested', () => {
    const note = sample(3499999998);
    expect(isNestedReply(note)).toBe(false);
    expect(isNestedReply({ ...note, body: [note.body![0]!, { ...note.body![1]!, nest_level: 1 }] })).toBe(true);
  });
});
