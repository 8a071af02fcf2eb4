// Answer prompt opens the editor URL the prompt note carries; E is shared with Edit.
import { describe, expect, it } from 'vitest';
import { makeNote } from '../../test/support/notes.ts';
import { platformCore, usePlatform } from '../testing/platform.ts';

usePlatform();
const prompt = () => makeNote({ id: 6, type: 'blogging_prompts_note', body: [{ text: 'Answer prompt', actions: { 'answer-prompt': 'https://wordpress.com/post/site?answer_prompt=9' } }], meta: { ids: { site: 80, prompt: 9 } } });

function opened(built: ReturnType<typeof platformCore>) {
  return built.core.exportLog().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { type: string }).filter((event) => event.type === 'link/openRequested');
}

describe('answer prompt', () => {
  it('E on a prompt opens the answer editor', () => {
    const built = platformCore({ notes: [prompt()], select: 6 });
    expect(built.core.registry.offeredActions(prompt(), built.state()).map((action) => action.name)).toContain('answer-prompt');
    expect(built.core.handleKey({ key: 'e' })).toEqual({ handled: true, by: 'answer-prompt' });
    expect(opened(built)).toMatchObject([{ target: 'answerPrompt', url: 'https://wordpress.com/post/site?answer_prompt=9', siteId: 80 }]);
    expect(built.core.registry.help).toContainEqual(expect.objectContaining({ keys: ['e'], description: 'Answer the prompt' }));
  });
});
