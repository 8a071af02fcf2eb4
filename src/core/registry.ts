import { classifyBlock, hasFlag, noteFlags, type BlockKind } from './blocks.ts';
import { CORE_BINDINGS, type CoreBinding } from './navigation.ts';
import type { Block, Note } from './note.ts';
import type { ActionContext, ActionDeclaration, BulkDeclaration, Composer, DetailLink, NoteContext, NoteTypeDeclaration, Plugin, PluginState, RowMark, ShortcutScope, UndoTexts, ViewSlots } from './plugin.ts';
import type { StateField } from './reducers/index.ts';
import type { PanelState } from './state.ts';

/** A plugin the registry refused, and why. */
export class PluginError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PluginError';
  }
}

/** What a key does in a scope: a core binding, an action, or a bulk action on the ticked notes. */
export type Binding =
  | { kind: 'core'; binding: CoreBinding }
  | { kind: 'action'; actions: ActionDeclaration[] }
  | { kind: 'bulk'; bulk: BulkDeclaration; action: ActionDeclaration };

/** One line of the generated shortcuts help. */
export interface ShortcutHelp {
  keys: string[];
  description: string;
  scope: ShortcutScope;
  source: string;
}

/** The compiled set of plugins. */
export interface Registry {
  noteTypes: readonly NoteTypeDeclaration[];
  actions: readonly ActionDeclaration[];
  action(name: string): ActionDeclaration | undefined;
  /** The best matching note type; the generic one when none matches. */
  noteTypeFor(note: Note): NoteTypeDeclaration;
  /** Actions the note's flags offer whose predicate passes, in registration order. */
  offeredActions(note: Note, state: PanelState): ActionDeclaration[];
  /** Whether one action applies to a note now. */
  offers(action: ActionDeclaration, context: ActionContext): boolean;
  bindingFor(key: string, scope: ShortcutScope): Binding | undefined;
  /** Every bulk action, with the action that declares it, in registration order. */
  bulks: readonly { bulk: BulkDeclaration; action: ActionDeclaration }[];
  /** The bulk actions that apply to every one of these notes (none for no notes). */
  offeredBulk(notes: readonly Note[], state: PanelState): BulkDeclaration[];
  help: readonly ShortcutHelp[];
  stateFields: Record<string, StateField>;
  /** How each body block is drawn: the note type's `classifyBlock`, else the data-driven classifier. */
  blockKinds(note: Note, blocks: readonly Block[]): BlockKind[];
  /** The excerpt under a row's subject: the note type's `summary`, else the subject's second line. */
  summary(note: Note): Block | null;
  /** What the plugins' view slots add to a note now: classes, row marks, link lines. */
  noteView(note: Note, state: PanelState): NoteView;
  /** The actions drawn on user blocks (Subscribe) that the note's flags offer, in registration order. */
  userBlockActions(note: Note): ActionDeclaration[];
  /** The first offered action with a box of its own (reply), and that box. */
  composer(note: Note, state: PanelState): { action: ActionDeclaration; composer: Composer } | null;
  /** The texts of an undo kind, as the action that uses it declared them. */
  undoTexts(kind: string): UndoTexts | undefined;
}

/** What the view slots add to one note. */
export interface NoteView {
  classes: string[];
  marks: RowMark[];
  links: DetailLink[];
}

/** An action's shortcut may be live in these scopes; 'undo' and 'selection' belong to the core and the bulk toolbar. */
const ACTION_SCOPES: readonly ShortcutScope[] = ['list', 'detail', 'panel'];

const SHORTCUT_SCOPE_HINT = "use 'list', 'detail' or 'panel' (a key for ticked rows is a bulk action's shortcut)";

/** Keys compare as `KeyboardEvent.key`; single letters ignore case (Caps Lock), after `Mod+` or `Shift+` too. */
export function normaliseKey(key: string): string {
  const chord = /^(Mod\+|Shift\+)(.+)$/.exec(key);
  if (chord) return chord[1]! + normaliseKey(chord[2]!);
  return key.length === 1 ? key.toLowerCase() : key;
}

/** Notes of types no plugin knows render generically from their blocks. */
export const GENERIC_NOTE_TYPE: NoteTypeDeclaration = {
  kind: 'noteType',
  name: 'generic',
  priority: -Infinity,
  matches: () => true,
  header: () => 'subject',
};

// 'panel' is live in every view and 'selection' beside the list and the detail, so they overlap every
// scope; 'undo' deliberately shadows 'list' and 'detail' while its bar shows.
function overlaps(a: ShortcutScope, b: ShortcutScope): boolean {
  return a === b || a === 'panel' || b === 'panel' || a === 'selection' || b === 'selection';
}

function validateName(plugin: Plugin, seen: Set<string>): void {
  if (typeof plugin?.name !== 'string' || !/^[a-z][a-z0-9-]*$/.test(plugin.name)) {
    throw new PluginError(`Plugin name ${JSON.stringify(plugin?.name)} must be lower-case words joined by hyphens`);
  }
  const kind: unknown = plugin.kind;
  if (kind !== 'noteType' && kind !== 'action') throw new PluginError(`Plugin ${plugin.name} has no kind: use defineNoteType or defineAction`);
  const id = `${plugin.kind}:${plugin.name}`;
  if (seen.has(id)) throw new PluginError(`Two ${plugin.kind === 'action' ? 'actions' : 'note types'} are named ${plugin.name}`);
  seen.add(id);
}

/** Compiles plugins, refusing bad ones with a clear error. */
export function createRegistry(plugins: readonly Plugin[], options: { onHookError?: HookErrorReporter } = {}): Registry {
  const guarded = guard(options.onHookError ?? ((where, error) => console.error(`plugin hook ${where} threw; skipped`, error)));
  const seen = new Set<string>();
  const noteTypes: NoteTypeDeclaration[] = [];
  const actions: ActionDeclaration[] = [];
  const stateFields: Record<string, StateField> = {};
  const bulks: { bulk: BulkDeclaration; action: ActionDeclaration }[] = [];
  const claims: { key: string; scope: ShortcutScope; owner: string; binding: Binding; group: string | undefined }[] = [];
  const undoTexts = new Map<string, UndoTexts>();
  const undoOwners = new Map<string, string>();

  function claim(key: string, scope: ShortcutScope, owner: string, binding: Binding, group?: string): void {
    const normal = normaliseKey(key);
    const clash = claims.find((other) => other.key === normal && overlaps(other.scope, scope));
    if (clash && group && clash.group === group && clash.scope === scope && clash.binding.kind === 'action' && binding.kind === 'action') {
      clash.binding.actions.push(...binding.actions);
      clash.owner += ` and ${owner}`;
      return;
    }
    if (clash) throw new PluginError(`${owner} claims the key "${key}" in scope ${scope}, already claimed by ${clash.owner} in scope ${clash.scope}`);
    claims.push({ key: normal, scope, owner, binding, group });
  }

  for (const binding of CORE_BINDINGS) {
    for (const key of binding.keys) claim(key, binding.scope, `core ${binding.name}`, { kind: 'core', binding });
  }
  for (const plugin of plugins) {
    validateName(plugin, seen);
    if (plugin.stateField) {
      const owner = (plugin.stateField as Partial<PluginState<unknown>>).plugin;
      if (owner !== undefined && owner !== plugin.name) throw new PluginError(`Plugin ${plugin.name} has the state of ${owner}: defineState takes the plugin's own name`);
      if (stateFields[plugin.name]) throw new PluginError(`Two plugins named ${plugin.name} have state: state.plugins.${plugin.name} can hold one`);
      stateFields[plugin.name] = plugin.stateField;
    }
    if (plugin.kind === 'noteType') {
      if (typeof plugin.matches !== 'function' || typeof plugin.header !== 'function') {
        throw new PluginError(`Note type ${plugin.name} needs matches() and header()`);
      }
      noteTypes.push(plugin);
      continue;
    }
    if (typeof plugin.perform !== 'function') throw new PluginError(`Action ${plugin.name} needs perform()`);
    if (!plugin.label) throw new PluginError(`Action ${plugin.name} needs a label`);
    if (plugin.shortcut) {
      const { key, scope, description, group } = plugin.shortcut;
      if (typeof key !== 'string' || key === '' || !description) throw new PluginError(`Action ${plugin.name} has a shortcut without key or description`);
      if (!ACTION_SCOPES.includes(scope)) throw new PluginError(`Action ${plugin.name} has a shortcut in scope ${JSON.stringify(scope)}: ${SHORTCUT_SCOPE_HINT}`);
      claim(key, scope, `action ${plugin.name}`, { kind: 'action', actions: [plugin] }, group);
    }
    for (const bulk of plugin.bulk ?? []) {
      if (typeof bulk.perform !== 'function' || typeof bulk.applies !== 'function' || !bulk.label || !bulk.name) {
        throw new PluginError(`Action ${plugin.name} has a bulk action without name, label, applies() or perform()`);
      }
      if (bulks.some((other) => other.bulk.name === bulk.name)) throw new PluginError(`Two bulk actions are named ${bulk.name}`);
      bulks.push({ bulk, action: plugin });
      if (bulk.shortcut) claim(bulk.shortcut.key, 'selection', `bulk action ${bulk.name}`, { kind: 'bulk', bulk, action: plugin });
    }
    for (const [kind, texts] of Object.entries(plugin.undoTexts ?? {})) {
      if (!validUndoTexts(texts)) throw new PluginError(`Action ${plugin.name} has undo texts for ${kind} without done and undone pairs`);
      const owner = undoOwners.get(kind);
      if (owner) throw new PluginError(`Action ${plugin.name} declares undo texts for ${kind}, already declared by ${owner}`);
      undoOwners.set(kind, plugin.name);
      undoTexts.set(kind, texts);
    }
    actions.push(plugin);
  }
  const ranked = [...noteTypes].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  const byName = new Map(actions.map((action) => [action.name, action]));

  function offers(action: ActionDeclaration, context: ActionContext): boolean {
    if (action.flag && !hasFlag(context.flags, action.flag)) return false;
    return action.predicate ? action.predicate(context) : true;
  }

  const help: ShortcutHelp[] = [
    ...CORE_BINDINGS.map((binding) => ({ keys: binding.keys, description: binding.description, scope: binding.scope, source: 'core' })),
    ...claims.flatMap((entry) => {
      if (entry.binding.kind === 'bulk') {
        const { bulk } = entry.binding;
        return [{ keys: [bulk.shortcut!.key], description: bulk.shortcut!.description, scope: entry.scope, source: bulk.name }];
      }
      if (entry.binding.kind !== 'action') return [];
      // Actions sharing a key (a group) each keep their own line: a sentence joined here could not be translated.
      const { actions } = entry.binding;
      return [...new Set(actions.map((action) => action.shortcut!.description))].map((description) => ({
        keys: [actions[0]!.shortcut!.key],
        description,
        scope: entry.scope,
        source: actions.filter((action) => action.shortcut!.description === description).map((action) => action.name).join(', '),
      }));
    }),
  ];

  const viewActions = actions.filter((action) => action.view);
  const noteTypeFor = (note: Note) => ranked.find((type) => safeMatch(type, note)) ?? GENERIC_NOTE_TYPE;
  const offeredWith = (note: Note, state: PanelState, has: (action: ActionDeclaration) => boolean) => {
    const context = { note, state, flags: noteFlags(note) };
    return actions.filter((action) => has(action) && offers(action, context));
  };

  return {
    noteTypes,
    actions,
    action: (name) => byName.get(name),
    noteTypeFor,
    offeredActions(note, state) {
      const context = { note, state, flags: noteFlags(note) };
      return actions.filter((action) => offers(action, context));
    },
    offers,
    bindingFor(key, scope) {
      const normal = normaliseKey(key);
      return claims.find((entry) => entry.key === normal && entry.scope === scope)?.binding;
    },
    bulks,
    offeredBulk(notes, state) {
      if (notes.length === 0) return [];
      const contexts = notes.map((note) => ({ note, state, flags: noteFlags(note) }));
      return bulks
        .filter(({ bulk, action }) => contexts.every((context) => offers(action, context) && bulk.applies(context)))
        .map(({ bulk }) => bulk);
    },
    help,
    stateFields,
    blockKinds(note, blocks) {
      const type = noteTypeFor(note);
      return blocks.map((block) => (type.classifyBlock ? safeKind(guarded, type, note, block) : classifyBlock(note, block)));
    },
    summary(note) {
      const type = noteTypeFor(note);
      if (!type.summary) return note.subject?.[1] ?? null;
      return guarded(type.name, 'summary', () => type.summary!(note)) ?? null;
    },
    noteView(note, state) {
      const context: NoteContext = { note, state, flags: noteFlags(note) };
      const type = noteTypeFor(note);
      const view: NoteView = { classes: [], marks: [], links: [] };
      if (type.view) addView(guarded, view, type.name, type.view, context);
      for (const action of viewActions) addView(guarded, view, action.name, action.view!, context);
      return view;
    },
    // Drawn on every block the slot answers for, busy or not: the action's predicate is about its bar button.
    userBlockActions(note) {
      const flags = noteFlags(note);
      return actions.filter((action) => action.userBlock !== undefined && (!action.flag || hasFlag(flags, action.flag)));
    },
    composer(note, state) {
      const [action] = offeredWith(note, state, (candidate) => candidate.composer !== undefined);
      return action ? { action, composer: action.composer! } : null;
    },
    undoTexts: (kind) => undoTexts.get(kind),
  };
}

const KINDS = new Set<string>(['user', 'comment', 'post', 'prompt', 'reply', 'text']);

/** Told once per hook when a plugin's view hook throws (the core logs it as an error). */
export type HookErrorReporter = (where: string, error: unknown) => void;

type Guarded = <T>(plugin: string, hook: string, run: () => T) => T | undefined;

// A note type's classifier that throws or answers nonsense falls back to the data-driven one.
function safeKind(guarded: Guarded, type: NoteTypeDeclaration, note: Note, block: Block): BlockKind {
  const kind = guarded(type.name, 'classifyBlock', () => type.classifyBlock!(note, block));
  return typeof kind === 'string' && KINDS.has(kind) ? kind : classifyBlock(note, block);
}

/** Runs a plugin's view hook; one that throws is skipped, and reported once per hook. */
function guard(report: HookErrorReporter): Guarded {
  const reported = new Set<string>();
  return (plugin, hook, run) => {
    try {
      return run();
    } catch (error) {
      const where = `${plugin}.${hook}`;
      if (!reported.has(where)) {
        reported.add(where);
        report(where, error);
      }
      return undefined;
    }
  };
}

function addView(guarded: Guarded, view: NoteView, plugin: string, slots: ViewSlots, context: NoteContext): void {
  const name = slots.noteClass && guarded(plugin, 'noteClass', () => slots.noteClass!(context));
  if (typeof name === 'string' && /^[\w-]{1,64}$/.test(name)) view.classes.push(name);
  const mark = slots.rowMark && guarded(plugin, 'rowMark', () => slots.rowMark!(context));
  if (mark && typeof mark.text === 'string' && mark.text !== '') view.marks.push(mark);
  const link = slots.detailLink && guarded(plugin, 'detailLink', () => slots.detailLink!(context));
  if (link && typeof link.text === 'string' && typeof link.url === 'string') view.links.push(link);
}

function validUndoTexts(texts: UndoTexts | undefined): boolean {
  const pair = (value: unknown) => Array.isArray(value) && value.length === 2 && value.every((text) => typeof text === 'string' && text !== '');
  return pair(texts?.done) && pair(texts?.undone);
}

// A note type whose matcher throws on an odd note must not take the panel down with it.
function safeMatch(type: NoteTypeDeclaration, note: Note): boolean {
  try {
    return type.matches(note);
  } catch {
    return false;
  }
}
