// Edit, Answer prompt and the read toggle only append events: no API call of their own.
import { describe, expect, it } from 'vitest';
import { makeNote } from '../../test/support/notes.ts';
import { actionLabel } from '../lib/label.ts';
import { platformCore, usePlatform } from '../testing/platform.ts';
import { markReadAction } from './mark-read.ts';

const platform = usePlatform();
const editable = () => ({
  ...makeNote({ id: 5 }),
  body: [{ text: 'Hi', type: 'comment', meta: { ids: { site: 70, post: 2, comment: 5 } }, actions: { 'edit-comment': true }, edit_comment_link: 'https://wordpress.com/comment/site/5' }],
});
const prompt = () => makeNote({ id: 6, type: 'blogging_prompts_note', body: [{ text: 'Answer prompt', actions: { 'answer-prompt': 'https://wordpress.com/post/site?answer_prompt=9' } }], meta: { ids: { site: 80, prompt: 9 } } });

function opened(built: ReturnType<typeof platformCore>) {
  return built.core.exportLog().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { type: string }).filter((event) => event.type === 'link/openRequested');
}

describe('edit and answer prompt share E', () => {
  it('E on a comment opens its editor', () => {
    const built = platformCore({ notes: [editable()], select: 5 });
    expect(built.core.handleKey({ key: 'e' })).toEqual({ handled: true, by: 'edit' });
    expect(opened(built)).toMatchObject([{ target: 'editComment', url: 'https://wordpress.com/comment/site/5', siteId: 70, postId: 2, commentId: 5 }]);
    expect(platform.calls).toEqual([]);
  });

  it('E on a prompt opens the answer editor', () => {
    const built = platformCore({ notes: [prompt()], select: 6 });
    expect(built.core.registry.offeredActions(prompt(), built.state()).map((action) => action.name)).toContain('answer-prompt');
    expect(built.core.handleKey({ key: 'e' })).toEqual({ handled: true, by: 'answer-prompt' });
    expect(opened(built)).toMatchObject([{ target: 'answerPrompt', url: 'https://wordpress.com/post/site?answer_prompt=9', siteId: 80 }]);
    expect(built.core.registry.help).toContainEqual(expect.objectContaining({ keys: ['e'], description: 'Edit the comment or Answer the prompt' }));
  });
});

describe('mark as read / unread', () => {
  it('toggles the local read mark and its label', () => {
    const built = platformCore({ notes: [makeNote({ id: 7, read: 1 }), makeNote({ id: 8, read: 0 })] });
    const label = (id: number) => actionLabel(markReadAction, built.state().notes[id]!, built.state());
    expect(label(7)).toBe('Mark as unread');
    expect(label(8)).toBe('Mark as read');
    built.core.perform('mark-read', 7);
    expect(built.state().reads[7]).toBe(false);
    expect(built.core.select.unreadCount.value).toBe(2);
    built.core.perform('mark-read', 8);
    built.core.perform('mark-read', 7);
    expect(built.core.select.unreadCount.value).toBe(0);
    expect(label(7)).toBe('Mark as unread');
  });
});
