/** Note type `blogging_prompts_note`: the daily writing prompt, answered through the answer-prompt flag. */
import { defineNoteType, type Block, type Note } from '../../src/core/index.ts';
import { ofType } from '../lib/subject.ts';

/** The prompt header's parts: the site (header[0], with its icon) and the prompt text (header[1]). */
export function promptHeader(note: Note): { site: Block | null; prompt: Block | null } {
  return { site: note.header?.[0] ?? null, prompt: note.header?.[1] ?? null };
}

/** The `blogging_prompts_note` note type: a site-and-prompt header. */
export const bloggingPromptNoteType = defineNoteType({
  name: 'blogging-prompt',
  badge: 'prompt',
  matches: ofType('blogging_prompts_note'),
  header: () => 'prompt',
});
