import type { BlockKind, NoteFlags } from './blocks.ts';
import type { EffectContext, EffectResult } from './effects.ts';
import type { QueueEntry, QueueKeeps } from './queue.ts';
import type { EventType, LoggedEvent, LoggedEventOf, PanelEvent, RemovalKind, UndoKind } from './events.ts';
import type { Block, Note } from './note.ts';
import type { StateField } from './reducers/index.ts';
import type { PluginFact } from './plugin-state.ts';
import type { PluginSettings } from './settings.ts';
import type { PanelState } from './state.ts';
import type { TabDeclaration } from './tabs.ts';
import type { Timers } from './timers.ts';
import type { PluginWords } from './words.ts';

/** Which header a note type shows. */
export type HeaderKind = 'user' | 'prompt' | 'subject';

/** Where a shortcut is live: the list, an open note, an undo bar, ticked rows, or anywhere in the panel. */
export type ShortcutScope = 'list' | 'detail' | 'undo' | 'selection' | 'panel';

/** A key a plugin claims: compared with `KeyboardEvent.key`, letters case-insensitively. */
export interface ShortcutDeclaration {
  key: string;
  /** Shown in the generated help, e.g. 'Approve comment'. */
  description: string;
  /** What `%s` in the description says now (a setting's value: 'Snooze until tomorrow, %s'). */
  value?(state: PanelState): string;
  scope: ShortcutScope;
  /**
   * Actions that name the same group may share one key in one scope (E edits a comment or answers a
   * prompt): the first one the open note offers runs. Any other second claim is refused.
   */
  group?: string;
}

/** What a note's views are drawn from: the note, the state and the note's flags. */
export type NoteContext = ActionContext;

/** The tints the panel draws a note with, for any plugin: `attention` (a warning background). */
export const NOTE_TONES = ['attention'] as const;

/** One of the panel's note tints. */
export type NoteTone = (typeof NOTE_TONES)[number];

/** A short word in a note's row (after its time), e.g. 'Pinned', with what a screen reader hears. */
export interface RowMark {
  /** Shown, translated at render. */
  text: string;
  /** Heard instead of `text`, translated at render (defaults to `text`). */
  label?: string;
}

/** A line with a link under the open note's body, e.g. 'You replied to this comment.'. */
export interface DetailLink {
  /** The link's text, translated at render. */
  text: string;
  /** An http(s) URL; anything else is not drawn. */
  url: string;
}

/**
 * View slots: what a plugin adds to the panel's views, as data the UI draws (the CLI's screens too).
 * A note type's slots apply to its own notes; an action's to every note. Every hook is optional and
 * answers from the note and the state alone; one that throws is skipped and logged.
 */
export interface ViewSlots {
  /** A class of your own on the note's row and open note, styled by your CSS. */
  noteClass?(context: NoteContext): string | null;
  /** How the panel tints the note's row and open note (approve: an unapproved comment wants `attention`). */
  noteTone?(context: NoteContext): NoteTone | null;
  /** A mark in the note's row. */
  rowMark?(context: NoteContext): RowMark | null;
  /** A link line under the open note's body. */
  detailLink?(context: NoteContext): DetailLink | null;
  /** A mark in the open note's header, after its lines (an order's status). */
  headerMark?(context: NoteContext): RowMark | null;
}

/** An action's toggle drawn on each user block of the open note instead of once in the action bar. */
export interface UserBlockButton {
  /** The toggle for this block's user now, or null when the block offers none. */
  state(block: Block, context: NoteContext): { on: boolean; busy: boolean } | null;
  /** The events a click appends (one undoable step, or none while busy). */
  perform(block: Block, context: NoteContext): PanelEvent[];
  /** The icon shown while on, by the UI icon set's name (the action's `icon` while off). */
  iconOn?: string;
}

/** What a composer's box shows for a note now, read from the action's own state. */
export interface ComposerBox {
  /** 'active' once focused (or asked to be), 'submitting' while Send is on its way. */
  phase: 'idle' | 'active' | 'submitting' | 'posted' | 'failed';
  /** The text typed so far. */
  text: string;
  /** A new value each time the box asks for focus again (its key pressed, a send failed). */
  focusKey: unknown;
}

/** A person a composer draws: the writer beside its box, or one its mention list offers. */
export interface ComposerPerson {
  /** Their user id: keys the list and seeds the initials' colour. */
  id: number;
  /** The name shown (the writer's is heard: "Replying as …"). */
  name: string;
  /** Their picture; only an http(s) URL is drawn, else the initials. */
  avatarUrl?: string | undefined;
}

/** One person the mention list offers. */
export interface MentionOption extends ComposerPerson {
  /** What picking them inserts after the @; shown beside the name when it differs. */
  login: string;
}

/** The mention list for what is being typed, and the box's text once an option is picked. */
export interface ComposerMentions {
  options: readonly MentionOption[];
  /** The text and caret once `option` is picked. */
  pick(option: MentionOption): { text: string; caret: number };
}

/** The box an action types into (reply): what it shows, and the events typing, focus and Send append. */
export interface Composer {
  /** The placeholder: an English message, translated at render, whose `%s` is `name`. */
  placeholder(context: NoteContext): { message: string; name?: string | undefined };
  /** The box of the note now. */
  box(context: NoteContext): ComposerBox;
  /** The events a change of the text appends. */
  typed(text: string, context: NoteContext): PanelEvent[];
  /** The events focusing the box appends. */
  focused(context: NoteContext): PanelEvent[];
  /** The events leaving the box appends. */
  left(context: NoteContext): PanelEvent[];
  /** The events Send appends for this text (none for blank text). */
  submit(text: string, context: NoteContext): PanelEvent[];
  /** The people to offer for an @-mention typed before `caret` (null, or no options: no list). */
  mentions?(text: string, caret: number, context: NoteContext): ComposerMentions | null;
  /** Who is writing, drawn beside the box; null until known. */
  avatar?(context: NoteContext): ComposerPerson | null;
}

/** What the undo bar says while a step of one kind can be undone, and the status once it is (singular, plural with `%d`). */
export interface UndoTexts {
  done: readonly [string, string];
  undone: readonly [string, string];
  /** What `%s` in `done` says while the bar shows (a setting's value: 'Snoozed until tomorrow, %s'). */
  value?(state: PanelState): string;
}

/** An effect, typed as a method so one of a single event type fits the table's effect of any. */
type EffectOf<E> = { run(event: E, context: EffectContext): EffectResult }['run'];

/**
 * Effects keyed by what they answer: a core event's type, or a plugin's fact by its key
 * (`'pin/toggled'`: spread `myEvent.effect(run)` to have its data typed).
 */
export type EffectTable = { [K in EventType]?: EffectOf<LoggedEventOf<K>> } & { [key: string]: EffectOf<LoggedEvent> | undefined };

/** A note type: which notes it describes and how they are shown. */
export interface NoteTypeDeclaration {
  kind: 'noteType';
  name: string;
  /** Higher wins when several match; the generic fallback is below every plugin. */
  priority?: number;
  matches(note: Note): boolean;
  header(note: Note): HeaderKind;
  /** The excerpt under the subject line, if any. */
  summary?(note: Note): Block | null;
  /** Overrides the data-driven block classification for this type: a core kind, or one of its `blockKinds`. */
  classifyBlock?(note: Note, block: Block): BlockKind | (string & {});
  /** Block kinds of its own (`'milestone-progress'`), drawn by its view module's parts (`notes-panel/views`); at most 16. */
  blockKinds?: readonly string[];
  /** The facts it records (`definePluginEvent`): an older log's events they replaced (`formerly`) are read as them. */
  facts?: readonly PluginFact[];
  /** The icon on the avatar's corner, by the UI icon set's name; the note's noticon when absent. */
  badge?: string;
  effects?: EffectTable;
  /** What it reads once registered, as an action's `start`. */
  start?: StartHook;
  stateField?: StateField;
  /** What it adds to its notes' rows and open view. */
  view?: ViewSlots;
  /** The tab its notes are listed in besides All and Unread: a plugin's tab, by name ('comments'). */
  filter?: string;
  /** A tab it adds to the list (src/core/tabs.ts). */
  tab?: TabDeclaration;
  /** Its strings' translations, per locale (src/core/words.ts). */
  words?: PluginWords;
  /** Its settings (`defineSettings`), drawn in the panel's settings popover. */
  settings?: PluginSettings;
}

/**
 * Runs once when a core registers the plugin (at its creation, or when it loads later): what it
 * finds (in storage, say) is answered as events. Not run on replay.
 */
export type StartHook = (context: EffectContext) => PanelEvent[];

/** What an action sees when asked whether it applies and what it does. */
export interface ActionContext {
  note: Note;
  state: PanelState;
  flags: NoteFlags;
}

/** An action on a note: a button, maybe a shortcut, events to append, effects, tracking, undo. */
export interface ActionDeclaration {
  kind: 'action';
  name: string;
  /** The note flag that offers it (a key of the actions block, or 'follow'); none means always. */
  flag?: string;
  /** One label, or the labels of a toggle. */
  label: string | { off: string; on: string };
  /** The button's icon, by the UI icon set's name (approve, like, spam, trash, edit, reply…). */
  icon?: string;
  /** For toggles: whether it is on now (shows the `on` label). */
  isOn?(context: ActionContext): boolean;
  shortcut?: ShortcutDeclaration;
  /** Whether it can apply now; the same answer drives the button and the key. */
  predicate?(context: ActionContext): boolean;
  /** The events it appends when performed. */
  perform(context: ActionContext): PanelEvent[];
  /** The facts it records (`definePluginEvent`): an older log's events they replaced (`formerly`) are read as them. */
  facts?: readonly PluginFact[];
  effects?: EffectTable;
  /** What it reads once registered (reply restores the drafts of earlier visits). */
  start?: StartHook;
  /** Analytics event name, or a function giving name and properties (null for none). */
  track?: string | ((context: ActionContext) => { name: string; properties?: Record<string, unknown> } | null);
  /**
   * How it is undone: a removal kind (spam, trash, or a plugin's own) waits behind the undo bar (its
   * `perform` starts it, saying `removal: true`: plugins/lib/removal.ts builds such actions); a function
   * names the kind and the events that revert what `perform` sent, read before it runs.
   */
  undo?: RemovalKind | ((context: ActionContext) => UndoOffer | null);
  /** What it does to many ticked notes at once: buttons of the "Selected notifications" toolbar. */
  bulk?: readonly BulkDeclaration[];
  /** How its request waits in the offline queue and is sent from it (src/core/queue-send.ts). */
  queue?: QueueableRequest;
  stateField?: StateField;
  /** What it adds to every note's row and open view (approve styles unapproved comments). */
  view?: ViewSlots;
  /** Drawn on each user block instead of the action bar (Subscribe: one per person). */
  userBlock?: UserBlockButton;
  /** Its own box under the open note (reply). */
  composer?: Composer;
  /** The undo bar's and the undone status's texts for each undo kind its steps use. */
  undoTexts?: Record<string, UndoTexts>;
  /** A tab it adds to the list (src/core/tabs.ts): the notes it keeps, or holds. */
  tab?: TabDeclaration;
  /** Its strings' translations, per locale (src/core/words.ts). */
  words?: PluginWords;
  /** Its settings (`defineSettings`), drawn in the panel's settings popover. */
  settings?: PluginSettings;
}

/** An action's request as the offline queue sends it: from the entry alone, the note may be gone. */
export interface QueueableRequest {
  /** The optimistic state it keeps while it waits. */
  keeps: QueueKeeps;
  /** The request; throws as the API client does. */
  send(entry: QueueEntry, context: EffectContext): Promise<unknown>;
  /** What follows once it went through (a reload of the note, the note removed). */
  succeeded(entry: QueueEntry, context: EffectContext): PanelEvent[] | Promise<PanelEvent[]>;
  /** The events that put its optimistic state back when it will not be sent. */
  failed(entry: QueueEntry, message: string): PanelEvent[];
  /** The status message of an ordinary failure (null: none, as for a read mark). */
  failureMessage(entry: QueueEntry): string | null;
  /** The status message naming it when its note or comment no longer exists (a generic one when absent). */
  goneMessage?(entry: QueueEntry): string;
  /** What follows once its entry left the queue (sent, dropped, or sent by another tab): its override's reset. */
  reset?(entry: QueueEntry, timers: Timers): void;
  /**
   * For a request that is not safe to repeat: whether it already took effect. A try that got no
   * answer may have landed, so the queue asks this first and counts the step sent when it did.
   */
  landed?(entry: QueueEntry, context: EffectContext): Promise<boolean>;
}

/** An undoable step's kind and the events that put it back. */
export interface UndoOffer {
  kind: UndoKind;
  revert: PanelEvent[];
}

/** One button of the bulk toolbar, contributed by an action. */
export interface BulkDeclaration {
  /** Unique among bulk actions, e.g. 'mark-read-all'. */
  name: string;
  /** The button's name, e.g. 'Mark as read' (translated at render). */
  label: string;
  /** A key live while rows are ticked (scope 'selection'); must not clash with any other key. */
  shortcut?: { key: string; description: string };
  /** `danger` draws the button as destructive (spam, trash). */
  tone?: 'danger';
  /** Whether it applies to one ticked note now; the button shows only when it applies to every one. */
  applies(context: ActionContext): boolean;
  /** The events it appends for all the ticked notes (each of which it applies to). */
  perform(contexts: readonly ActionContext[]): PanelEvent[];
  /** Its undo: removals start theirs in `perform`; others give the revert of the whole step. */
  undo?(contexts: readonly ActionContext[]): UndoOffer | null;
  track?: string;
}

/** Anything that can be registered. */
export type Plugin = NoteTypeDeclaration | ActionDeclaration;

/** Whether a toggle action is on for a note now (false for plain actions). */
export function actionIsOn(action: ActionDeclaration, context: ActionContext): boolean {
  return action.isOn?.(context) ?? false;
}

/** An action's label now: the `on` label of a toggle that is on, else the `off` one. */
export function actionLabel(action: ActionDeclaration, context: ActionContext): string {
  if (typeof action.label === 'string') return action.label;
  return actionIsOn(action, context) ? action.label.on : action.label.off;
}

/** Declares a note type; the kind tag is added for you. */
export function defineNoteType(declaration: Omit<NoteTypeDeclaration, 'kind'>): NoteTypeDeclaration {
  return { kind: 'noteType', ...declaration };
}

/** Declares an action; the kind tag is added for you. */
export function defineAction(declaration: Omit<ActionDeclaration, 'kind'>): ActionDeclaration {
  return { kind: 'action', ...declaration };
}

// A plugin's own state and facts: src/core/plugin-state.ts.
export * from './plugin-state.ts';
// A plugin's settings: src/core/settings.ts.
export { defineSettings, type PluginSettings, type SettingDeclaration, type SettingDeclarations, type SettingOption, type SettingValue, type SettingValues } from './settings.ts';
