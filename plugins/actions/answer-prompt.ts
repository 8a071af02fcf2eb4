/** Answer a blogging prompt (E): the flag's value is the editor URL to open. */
import { defineAction, type NoteFlags } from '../../src/core/index.ts';
import { noteTarget } from '../lib/target.ts';

/** The editor URL a prompt note carries in its answer-prompt flag, if it is one. */
export function answerPromptUrl(flags: NoteFlags): string | null {
  const value = flags.actions['answer-prompt'];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The answer-prompt action. E is shared with "Edit" through the 'edit' group. */
export const answerPromptAction = defineAction({
  name: 'answer-prompt',
  icon: 'prompt',
  flag: 'answer-prompt',
  label: 'Answer prompt',
  shortcut: { key: 'e', description: 'Answer the prompt', scope: 'detail', group: 'edit' },
  predicate: ({ flags }) => answerPromptUrl(flags) !== null,
  perform: ({ note, flags }) => [{
    type: 'link/openRequested',
    target: 'answerPrompt',
    url: answerPromptUrl(flags) ?? undefined,
    siteId: noteTarget(note).siteId ?? undefined,
  }],
});
