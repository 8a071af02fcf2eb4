import { hasFlag, noteFlags } from './blocks.ts';
import { isHyphenatedName } from './guards.ts';
import { createFaults, type Faults } from './faults.ts';
import { ICON_NAMES, isIconName } from './icon-names.ts';
import { bindingsWithTabs, type CoreBinding } from './navigation.ts';
import { perNote, type Note } from './note.ts';
import type { ActionContext, ActionDeclaration, BulkDeclaration, NoteTypeDeclaration, Plugin, PluginState, ShortcutScope, UndoTexts } from './plugin.ts';
import { busyNotes, type StateField } from './reducers/index.ts';
import type { PanelState } from './state.ts';
import { CORE_EVENT_PREFIXES, type OverrideName } from './events.ts';
import type { Override } from './overrides.ts';
import { compileTabs, type Tab, type TabRules } from './tabs.ts';
import { pluginWords, wordsProblem } from './words.ts';
import { checkBlockKinds } from './block-kinds.ts';
import type { PluginSettings } from './settings.ts';

/** A plugin the registry refused, and why. */
export class PluginError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PluginError';
  }
}

/** The settings `defineSettings` made, which checked them (src/core/settings.ts): the registry takes no others. */
export const SETTINGS_MADE = new WeakSet<object>();

/** Refuses a plugin: the registry is not built. */
function refuse(message: string): never {
  throw new PluginError(message);
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
  /** What `%s` in the description says now (the action's `shortcut.value`). */
  value?: ((state: PanelState) => string) | undefined;
}

/** The compiled set of plugins. */
export interface Registry extends TabRules {
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
  /** Whether a plugin's state slice is busy with the note now (its navigation is off). */
  isBusy(state: PanelState, noteId: number): boolean;
  /** Containment: calls into plugins are guarded through it, and their failures counted (src/core/faults.ts). */
  faults: Faults;
  /** The texts of an undo kind, as the action that uses it declared them. */
  undoTexts(kind: string): UndoTexts | undefined;
  /** The optimistic overrides the plugins keep (`defineOverride`), in registration order. */
  overrideNames: readonly OverrideName[];
  /** The list's tabs in the bar's order: All and Unread, then the plugins' in registration order. */
  tabs: readonly Tab[];
  /** The plugins' words for a locale (pt_BR or pt-br), as locale data messages: the first plugin's where two translate one message. */
  words(locale: string): Record<string, string[]>;
  /** The plugins' settings, in registration order (the settings popover's sections). */
  settings: readonly PluginSettings[];
}

/** An action's shortcut may be live in these scopes; 'undo' and 'selection' belong to the core and the bulk toolbar. */
const ACTION_SCOPES: readonly ShortcutScope[] = ['list', 'detail', 'panel'];

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
  if (!isHyphenatedName(plugin?.name)) {
    refuse(`Plugin name ${JSON.stringify(plugin?.name)} must be lower-case words joined by hyphens`);
  }
  const kind: unknown = plugin.kind;
  if (kind !== 'noteType' && kind !== 'action') refuse(`Plugin ${plugin.name} has no kind: use defineNoteType or defineAction`);
  // Its facts are keyed `name/fact`: under a core prefix one could be mistaken for a core event.
  if (CORE_EVENT_PREFIXES.includes(plugin.name)) {
    refuse(`Plugin ${plugin.name} takes a name the core's events start with (${plugin.name}/…): its facts would share their keys`);
  }
  const words = plugin.words === undefined ? null : wordsProblem(plugin.words);
  if (words) refuse(`Plugin ${plugin.name}: ${words}`);
  const id = `${plugin.kind}:${plugin.name}`;
  if (seen.has(id)) refuse(`Two ${plugin.kind === 'action' ? 'actions' : 'note types'} are named ${plugin.name}`);
  seen.add(id);
}

/** Compiles plugins, refusing bad ones with a clear error. */
export function createRegistry(plugins: readonly Plugin[], options: { faults?: Faults } = {}): Registry {
  const seen = new Set<string>();
  const noteTypes: NoteTypeDeclaration[] = [];
  const actions: ActionDeclaration[] = [];
  const stateFields: Record<string, StateField> = {};
  const overrideNames: OverrideName[] = [];
  const bulks: { bulk: BulkDeclaration; action: ActionDeclaration }[] = [];
  const claims: { key: string; scope: ShortcutScope; owner: string; binding: Binding; group: string | undefined }[] = [];
  // Each undo kind's texts and the action that declared them.
  const undoTexts = new Map<string, [UndoTexts, string]>();

  function claim(key: string, scope: ShortcutScope, owner: string, binding: Binding, group?: string): void {
    const normal = normaliseKey(key);
    const clash = claims.find((other) => other.key === normal && overlaps(other.scope, scope));
    if (clash && group && clash.group === group && clash.scope === scope && clash.binding.kind === 'action' && binding.kind === 'action') {
      clash.binding.actions.push(...binding.actions);
      clash.owner += ` and ${owner}`;
      return;
    }
    if (clash) refuse(`${owner} claims the key "${key}" in scope ${scope}, already claimed by ${clash.owner} in scope ${clash.scope}`);
    claims.push({ key: normal, scope, owner, binding, group });
  }

  for (const plugin of plugins) validateName(plugin, seen);
  // Without a ledger of its own (the core gives one that logs and says who was switched off), the console is told.
  const faults = options.faults ?? createFaults();
  const { guard } = faults;
  const { tabs, byName: tabsByName } = compileTabs(
    plugins.map((plugin) => ({ name: plugin.name, tab: plugin.tab, filter: plugin.kind === 'noteType' ? plugin.filter : undefined, holds: typeof plugin.stateField?.holds === 'function' })),
    refuse,
    guard,
  );
  const coreBindings = bindingsWithTabs(tabs);
  for (const binding of coreBindings) {
    for (const key of binding.keys) claim(key, binding.scope, binding.owner ? `the tab of ${binding.owner}` : `core ${binding.name}`, { kind: 'core', binding });
  }
  const settings: PluginSettings[] = [];
  for (const plugin of plugins) {
    if (plugin.settings !== undefined) {
      const made = plugin.settings as PluginSettings;
      if (!SETTINGS_MADE.has(made) || made.plugin !== plugin.name) refuse(`Plugin ${plugin.name} has settings not made by defineSettings('${plugin.name}', …)`);
      settings.push(plugin.settings);
    }
    if (plugin.stateField) {
      const owner = (plugin.stateField as Partial<PluginState<unknown>>).plugin;
      if (owner !== undefined && owner !== plugin.name) refuse(`Plugin ${plugin.name} has the state of ${owner}`);
      if (stateFields[plugin.name]) refuse(`Two plugins named ${plugin.name} have state`);
      stateFields[plugin.name] = plugin.stateField;
      const overrideName = (plugin.stateField as Partial<Override>).overrideName;
      if (typeof overrideName === 'string') overrideNames.push(overrideName);
    }
    if (plugin.kind === 'noteType') {
      if (typeof plugin.matches !== 'function' || typeof plugin.header !== 'function') {
        refuse(`Note type ${plugin.name} needs matches() and header()`);
      }
      // The avatar would silently fall back to the note's noticon (often the bell): say so at once instead.
      if (plugin.badge !== undefined && !isIconName(plugin.badge)) {
        refuse(`Note type ${plugin.name} has the badge ${JSON.stringify(plugin.badge)}: it must be one of the panel's icon names (${ICON_NAMES.join(', ')})`);
      }
      checkBlockKinds(plugin, refuse);
      noteTypes.push(plugin);
      continue;
    }
    if (typeof plugin.perform !== 'function') refuse(`Action ${plugin.name} needs perform()`);
    if (!plugin.label) refuse(`Action ${plugin.name} needs a label`);
    if (plugin.shortcut) {
      const { key, scope, description, group } = plugin.shortcut;
      if (typeof key !== 'string' || key === '' || !description) refuse(`Action ${plugin.name} has a shortcut without key or description`);
      if (!ACTION_SCOPES.includes(scope)) refuse(`Action ${plugin.name}: shortcut scope ${scope} is not list, detail or panel`);
      claim(key, scope, `action ${plugin.name}`, { kind: 'action', actions: [plugin] }, group);
    }
    for (const bulk of plugin.bulk ?? []) {
      if (typeof bulk.perform !== 'function' || typeof bulk.applies !== 'function' || !bulk.label || !bulk.name) {
        refuse(`Action ${plugin.name} has a bulk action without name, label, applies() or perform()`);
      }
      if (bulks.some((other) => other.bulk.name === bulk.name)) refuse(`Two bulk actions are named ${bulk.name}`);
      bulks.push({ bulk, action: plugin });
      if (bulk.shortcut) claim(bulk.shortcut.key, 'selection', `bulk action ${bulk.name}`, { kind: 'bulk', bulk, action: plugin });
    }
    for (const [kind, texts] of Object.entries(plugin.undoTexts ?? {})) {
      const owner = undoTexts.get(kind)?.[1];
      if (owner || !Array.isArray(texts?.done) || !Array.isArray(texts.undone)) {
        refuse(`Action ${plugin.name}: undo texts for ${kind} ${owner ? `already declared by ${owner}` : 'need done and undone pairs'}`);
      }
      undoTexts.set(kind, [texts, plugin.name]);
    }
    actions.push(plugin);
  }
  const ranked = [...noteTypes].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  const byName = new Map(actions.map((action) => [action.name, action]));

  // A plugin switched off offers nothing; a predicate that throws offers nothing.
  function offers(action: ActionDeclaration, context: ActionContext): boolean {
    if (faults.off.has(action.name) || (action.flag && !hasFlag(context.flags, action.flag))) return false;
    return action.predicate ? guard(action.name, 'predicate', false, () => action.predicate!(context)) : true;
  }

  const help: ShortcutHelp[] = [
    ...coreBindings.map((binding) => ({ keys: binding.keys, description: binding.description, scope: binding.scope, source: binding.owner ?? 'core' })),
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
        value: actions[0]!.shortcut!.value,
      }));
    }),
  ];

  // A note type whose matcher throws on an odd note (or that was switched off) does not take it.
  const noteTypeFor = (note: Note) => ranked.find((type) => guard(type.name, 'matches', false, () => type.matches(note))) ?? GENERIC_NOTE_TYPE;
  // A note's tab is its note type's word on it: the list asks for every note on each change of tab.
  const filterOf = perNote((note) => noteTypeFor(note).filter ?? null);


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
    isBusy: (state, noteId) => busyNotes(stateFields, state, guard).includes(noteId),
    faults,
    undoTexts: (kind) => undoTexts.get(kind)?.[0],
    overrideNames,
    tabs,
    settings,
    tab: (name) => tabsByName.get(name),
    filterOf,
    words: (locale) => pluginWords(plugins, locale),
  };
}
