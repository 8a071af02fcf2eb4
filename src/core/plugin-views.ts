/**
 * What the plugins' view slots say about a note, for whatever draws it: the panel's views and the
 * CLI's screens. Kept apart from the registry so the first load, which draws nothing, does not carry
 * it. A hook that throws or answers what cannot be drawn is skipped, and counted against its plugin
 * (registry.faults: logged once per plugin and hook, switched off when it keeps failing).
 */
import { classifyBlock, hasFlag, isBlockKind, noteFlags, type BlockKind } from './blocks.ts';
import type { Block, Note } from './note.ts';
import { NOTE_TONES, type ActionDeclaration, type Composer, type DetailLink, type NoteContext, type NoteTone, type NoteTypeDeclaration, type RowMark, type ViewSlots } from './plugin.ts';
import type { Registry } from './registry.ts';
import type { PanelState } from './state.ts';

/** What the view slots add to one note. */
export interface NoteView {
  classes: string[];
  marks: RowMark[];
  links: DetailLink[];
  headerMarks: RowMark[];
}


/** The longest text a view slot may give (a mark, a link's words); a summary is the note's own text, which the row cuts as it draws it. */
export const SLOT_TEXT_MAX = 200;
/** The longest URL a link line takes. */
const URL_MAX = 2048;

/** Whether a value is a string of at most `max` characters; any other answer is reported and skipped. */
function fits(registry: Registry, plugin: string, hook: string, value: unknown, max: number, optional = false): boolean {
  if ((optional && value === undefined) || (typeof value === 'string' && value.length <= max)) return true;
  const what = typeof value === 'string' ? `a string of ${value.length} characters (at most ${max})` : `a ${value === null ? 'null' : typeof value}`;
  registry.faults.report(plugin, hook, new TypeError(`answered ${what}`));
  return false;
}

/** How each body block is drawn: the note type's `classifyBlock` (a core kind or one of its own `blockKinds`), else the data-driven classifier. */
export function blockKinds(registry: Registry, note: Note, blocks: readonly Block[]): (BlockKind | (string & {}))[] {
  const type = registry.noteTypeFor(note);
  const classify = type.classifyBlock;
  if (!classify) return blocks.map((block) => classifyBlock(note, block));
  // A classifier that throws or answers an unknown word (reported) falls back to the data-driven one.
  return blocks.map((block) => {
    const kind = registry.faults.guard(type.name, 'classifyBlock', undefined, () => classify(note, block));
    if (isBlockKind(kind) || type.blockKinds?.includes(kind as string)) return kind as string;
    if (kind !== undefined) registry.faults.report(type.name, 'classifyBlock', new TypeError(`answered no block kind: ${JSON.stringify(kind)?.slice(0, 40)}`));
    return classifyBlock(note, block);
  });
}

/** The excerpt under a row's subject: the note type's `summary`, else the subject's second line. */
export function rowSummary(registry: Registry, note: Note): Block | null {
  const type: NoteTypeDeclaration = registry.noteTypeFor(note);
  if (!type.summary) return note.subject?.[1] ?? null;
  const block = registry.faults.guard(type.name, 'summary', null, () => type.summary!(note)) ?? null;
  // A block without text draws nothing; one whose text is not a string is skipped. Its length is the
  // note's (a comment's excerpt): the row draws the start of it.
  return block === null || fits(registry, type.name, 'summary', (block as Partial<Block>).text, Infinity, true) ? block : null;
}

/** What the plugins' view slots add to a note now: classes, row and header marks, link lines. */
export function noteView(registry: Registry, note: Note, state: PanelState): NoteView {
  const context: NoteContext = { note, state, flags: noteFlags(note) };
  const type = registry.noteTypeFor(note);
  const view: NoteView = { classes: [], marks: [], links: [], headerMarks: [] };
  if (type.view) addView(registry, view, type.name, type.view, context);
  for (const action of registry.actions) if (action.view) addView(registry, view, action.name, action.view, context);
  return view;
}

function addView(registry: Registry, view: NoteView, plugin: string, slots: ViewSlots, context: NoteContext): void {
  // A slot's answer (undefined when the plugin has no such slot, or it threw), and the checks of it.
  const answer = <K extends keyof ViewSlots>(hook: K): ReturnType<NonNullable<ViewSlots[K]>> | undefined => {
    const slot = slots[hook] as ((context: NoteContext) => ReturnType<NonNullable<ViewSlots[K]>>) | undefined;
    return slot && registry.faults.guard(plugin, hook, undefined, () => slot(context));
  };
  const refuse = (hook: string, why: string) => registry.faults.report(plugin, hook, new TypeError(why));
  const textFits = (hook: string, value: unknown, max: number, optional?: boolean) => fits(registry, plugin, hook, value, max, optional);
  const name = answer('noteClass');
  if (typeof name === 'string' && /^[\w-]{1,64}$/.test(name)) view.classes.push(name);
  else if (name) refuse('noteClass', 'answered no class name of letters, digits and hyphens');
  const tone = answer('noteTone');
  if ((NOTE_TONES as readonly unknown[]).includes(tone)) view.classes.push(`is-${tone as NoteTone}`);
  else if (tone) refuse('noteTone', `answered no tone of the panel's (${NOTE_TONES.join(', ')})`);
  const isMark = (hook: string, mark: RowMark | null | undefined): mark is RowMark =>
    !!mark && textFits(hook, mark.text, SLOT_TEXT_MAX) && textFits(hook, mark.label, SLOT_TEXT_MAX, true) && mark.text !== '';
  const mark = answer('rowMark');
  if (isMark('rowMark', mark)) view.marks.push(mark);
  const link = answer('detailLink');
  if (link && textFits('detailLink', link.text, SLOT_TEXT_MAX) && textFits('detailLink', link.url, URL_MAX)) view.links.push(link);
  const headerMark = answer('headerMark');
  if (isMark('headerMark', headerMark)) view.headerMarks.push(headerMark);
}

/** The actions drawn on user blocks (Subscribe) that the note's flags offer: busy or not, the slot draws them. */
export function userBlockActions(registry: Registry, note: Note): ActionDeclaration[] {
  const flags = noteFlags(note);
  return registry.actions.filter((action) => action.userBlock !== undefined && (!action.flag || hasFlag(flags, action.flag)));
}

/** The first offered action with a box of its own (reply), and that box. */
export function composerOf(registry: Registry, note: Note, state: PanelState): { action: ActionDeclaration; composer: Composer } | null {
  const action = registry.offeredActions(note, state).find((candidate) => candidate.composer !== undefined);
  return action ? { action, composer: action.composer! } : null;
}
