/**
 * The list's tabs (issue 41): All and Unread are the core's; a plugin adds its own (`tab`, on a note
 * type or an action), and a note type names the tab its notes belong to (`filter`, issue 40). Which
 * notes a tab lists is decided in src/core/visible.ts (`inTab`) from what is compiled here, and
 * asked by the list and its previews, the reducers, desktop notifications and the CLI alike.
 */
import { isHyphenatedName } from './guards.ts';
import type { Faults } from './faults.ts';
import type { Note } from './note.ts';
import type { PanelState } from './state.ts';

/** What a tab's `includes` is asked with: the state now. */
export interface TabContext {
  state: PanelState;
}

/** What a tab says when it lists no note: English messages, translated at render. */
export interface TabEmptyState {
  message: string;
  /** A suggestion's link: its text and a path on the host's app (`/read`). */
  link?: { text: string; path: string };
}

/** A tab of the list a plugin adds (after All and Unread, in registration order). */
export interface TabDeclaration {
  /** The filter's name (`state.ui.filterName`, `filter/chosen`): lower-case words joined by hyphens, unique. */
  name: string;
  /** The tab's text: an English message, translated at render. */
  label: string;
  /** A key that shows the tab from the list, and the help's line for it ('Show comments'). */
  shortcut?: { key: string; description: string };
  /**
   * Whether a note is in the tab, besides the notes whose note type names it (`filter`). Asked of
   * notes no plugin holds, whenever the state changes while the tab is shown: keep it cheap.
   */
  includes?(note: Note, context: TabContext): boolean;
  /**
   * The tab lists exactly the notes this plugin holds (its state slice's `holds`), which every
   * other tab leaves out; they can be opened and ticked there. Not with `includes`.
   */
  held?: boolean;
  /**
   * A held tab that is in the bar only while its plugin holds a note (or while it is the chosen
   * tab): a tab most people rarely need (Snoozed) takes no room from the bar the rest of the time.
   */
  whileHolding?: boolean;
  /** What the tab says when empty (All's 'No notifications yet.' without it). */
  empty?: TabEmptyState;
}

/** A tab as the registry holds it: its declaration and who declared it (`core` for All and Unread). */
export interface Tab extends TabDeclaration {
  owner: string;
}

/** What decides which notes a tab lists: the registry's tabs and each note's declared filter. */
export interface TabRules {
  /** The tab of this name, or undefined. */
  tab(name: string): Tab | undefined;
  /** The tab a note's type puts it in (its `filter`), or null: decided once per note object. */
  filterOf(note: Note): string | null;
}

/** The owner of the core's own tabs. */
export const CORE_OWNER = 'core';

/**
 * All and Unread: the core's tabs, first in the bar. What they say when empty is the panel's to draw
 * (src/ui/EmptyState.tsx): the first load, which builds the core, draws nothing.
 */
export const CORE_TABS: readonly Tab[] = [
  { owner: CORE_OWNER, name: 'all', label: 'All', shortcut: { key: 'a', description: 'Show all notifications' } },
  { owner: CORE_OWNER, name: 'unread', label: 'Unread', shortcut: { key: 'u', description: 'Show unread notifications' } },
];

/** Who declares what the tabs are made of: a plugin's name, its tab, its note type's filter, whether its slice holds notes. */
export interface TabSource {
  name: string;
  tab?: TabDeclaration | undefined;
  filter?: string | undefined;
  holds: boolean;
}

/** Compiled tabs: the bar's order, by name. */
export interface CompiledTabs {
  tabs: readonly Tab[];
  byName: ReadonlyMap<string, Tab>;
}

/**
 * The core's tabs and the plugins', checked: `refuse` throws the registry's error. A `includes` that
 * throws counts as false (`guard`, the registry's containment), as a view hook's does.
 */
export function compileTabs(sources: readonly TabSource[], refuse: (message: string) => never, guard: Faults['guard']): CompiledTabs {
  const byName = new Map(CORE_TABS.map((tab) => [tab.name, tab]));
  const tabs = [...CORE_TABS];
  for (const { name: owner, tab, holds } of sources) {
    if (tab === undefined) continue;
    const name: unknown = tab?.name;
    if (!isHyphenatedName(name)) refuse(`Plugin ${owner} has a tab named ${JSON.stringify(name)}: lower-case words joined by hyphens`);
    const taken = byName.get(name);
    if (taken) refuse(`Plugin ${owner}: the tab ${name} is ${taken.owner}'s`);
    if (typeof tab.label !== 'string' || tab.label === '') refuse(`Plugin ${owner}: the tab ${name} needs a label`);
    if (tab.held && tab.includes) refuse(`Plugin ${owner}: the held tab ${name} takes no includes()`);
    if (tab.whileHolding && !tab.held) refuse(`Plugin ${owner}: the tab ${name} is whileHolding, so it must be held`);
    if (tab.held && !holds) refuse(`Plugin ${owner}: the held tab ${name} needs a state that holds notes (holds)`);
    const compiled: Tab = { ...tab, owner, includes: tab.includes && ((note, context) => guard(owner, 'tab.includes', false, () => tab.includes!(note, context) === true)) };
    byName.set(name, compiled);
    tabs.push(compiled);
  }
  for (const { name: owner, filter } of sources) {
    if (filter === undefined) continue;
    const tab = byName.get(filter);
    if (!tab || tab.owner === CORE_OWNER || tab.held) {
      const names = tabs.filter((candidate) => candidate.owner !== CORE_OWNER && !candidate.held).map((candidate) => candidate.name);
      refuse(`Note type ${owner}: no plugin's tab is named ${JSON.stringify(filter)} (tabs: ${names.join(', ') || 'none'})`);
    }
  }
  return { tabs, byName };
}
