// Carries out one feed step: on a tab (the user), or on the platform (another client, new notes).
import { composerOf, noteFlags, type ActionContext, type PanelCore, type PanelEvent } from '../src/core/index.ts';
import { buildNote, GENERATED_TYPES, type GeneratedType, type MockNote, type MockPlatform } from '../mock/index.ts';
import { InputError } from './errors.ts';
import type { Step } from './steps.ts';
import type { Tab } from './tab.ts';

/** What a step needs to act. */
export interface PlayContext {
  feedFile: string;
  platform: MockPlatform;
  tab(number: 1 | 2): Tab;
  /** Counts the notes the feed pushed, so built notes differ and stay apart from the generator's. */
  pushed: { count: number };
}

function noteInPanel(context: PlayContext, step: Step & { note: number }): void {
  const tab = context.tab(step.tab);
  if (!tab.core.state.peek().notes[step.note]) {
    throw new InputError(context.feedFile, step.line, `step "${step.do}": note ${step.note} is not in the panel${step.tab === 2 ? ' of tab 2' : ''} (not loaded yet, removed, or a typo)`);
  }
}

function pushNote(context: PlayContext, step: Extract<Step, { do: 'push' }>): string {
  let partial: Partial<MockNote> = {};
  if (step.type !== undefined || step.note === undefined) {
    const type = step.type ?? 'comment';
    if (!(GENERATED_TYPES as readonly string[]).includes(type)) {
      throw new InputError(context.feedFile, step.line, `push: cannot build a "${type}" note (known: ${GENERATED_TYPES.join(', ')}); give "note" instead`);
    }
    context.pushed.count += 1;
    partial = buildNote(type as GeneratedType, 500 + context.pushed.count);
  }
  try {
    const note = context.platform.state.createNote({ ...partial, ...(step.note as Partial<MockNote> | undefined) });
    return `note ${note.id}`;
  } catch (error) {
    throw new InputError(context.feedFile, step.line, `push: ${(error as Error).message}`);
  }
}

function changeNote(context: PlayContext, step: Extract<Step, { do: 'change' }>): void {
  const { state } = context.platform;
  const note = state.getNote(step.note);
  const fail = (problem: string): never => {
    throw new InputError(context.feedFile, step.line, `change: note ${step.note} ${problem}`);
  };
  if (!note) fail('is not on the platform');
  const ids = note!.meta.ids;
  const site = String(ids.site ?? '');
  if (step.approved !== undefined) {
    if (ids.comment === undefined || !site) fail('is not about a comment: it cannot be approved');
    state.updateComment(site, Number(ids.comment), { status: step.approved ? 'approved' : 'unapproved' });
  }
  if (step.liked !== undefined) {
    if (ids.comment !== undefined && site) state.setCommentLike(site, Number(ids.comment), step.liked);
    else if (ids.post !== undefined && site) state.setPostLike(site, Number(ids.post), step.liked);
    else fail('has no comment or post to like');
  }
  if (step.read !== undefined) state.markRead({ [step.note]: step.read ? 9999 : -1 });
  if (step.removed) state.removeNote(step.note);
}

/** Runs one step (time steps excepted); returns a remark for the output ("not offered"), if any. */
export function playStep(context: PlayContext, step: Exclude<Step, { do: 'wait' }>): string | void {
  if (step.do === 'push') return pushNote(context, step);
  if (step.do === 'change') return void changeNote(context, step);
  const tab = context.tab(step.tab);
  const { core, sync } = tab;
  switch (step.do) {
    case 'open':
      // As the panel component does when shown: open, then the keyboard shortcuts work.
      core.append({ type: 'panel/opened' });
      core.append({ type: 'shortcuts/enabled' });
      return undefined;
    case 'close': return void core.append({ type: 'panel/closed' });
    case 'unselect': return void core.append({ type: 'note/unselected' });
    case 'filter': return void core.append({ type: 'filter/chosen', name: step.name });
    case 'search': return void core.append(step.text === '' ? { type: 'search/closed' } : { type: 'search/changed', query: step.text });
    case 'site': return void core.append({ type: 'site/chosen', siteId: step.site });
    case 'hide': return tab.setHidden(true);
    case 'show': return tab.setHidden(false);
    case 'refresh': return sync.refresh();
    case 'loadMore': return void sync.loadMore();
    case 'resize': return void core.append({ type: 'viewport/resized', width: step.width, height: step.height });
    case 'key': {
      const outcome = core.handleKey({ key: step.key, shiftKey: step.shift });
      return outcome.handled ? `handled by ${outcome.by}` : `not handled (${outcome.reason})`;
    }
    case 'select':
      noteInPanel(context, step);
      return void core.append({ type: 'note/selected', id: step.note });
    case 'perform':
      noteInPanel(context, step);
      return core.perform(step.action, step.note) ? undefined : 'not offered';
    case 'reply':
      noteInPanel(context, step);
      return reply(core, step.note, step.text);
  }
}

/**
 * What the note's reply box does, through its action's composer as the panel's box drives it:
 * focus, typing, then Send (nothing for blank text). Each answers from the state as it is then.
 */
function reply(core: PanelCore, noteId: number, text: string): string | undefined {
  const contextNow = (): ActionContext => {
    const state = core.state.peek();
    const note = state.notes[noteId]!;
    return { note, state, flags: noteFlags(note) };
  };
  const { note, state } = contextNow();
  const composer = composerOf(core.registry, note, state)?.composer;
  if (!composer) return 'no reply box: not offered';
  const steps: ((context: ActionContext) => PanelEvent[])[] = [(now) => composer.focused(now), (now) => composer.typed(text, now), (now) => composer.submit(text, now)];
  for (const step of steps) for (const event of step(contextNow())) core.append(event);
  return text.trim() === '' ? 'blank: Send is inactive' : undefined;
}
