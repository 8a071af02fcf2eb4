import type { BlockKind, NoteFlags } from './blocks.ts';
import type { Effect, EffectContext } from './effects.ts';
import type { QueueEntry, QueueKeeps } from './queue.ts';
import type { EventType, PanelEvent, RemovalKind, UndoKind } from './events.ts';
import type { Block, Note } from './note.ts';
import type { StateField } from './reducers/index.ts';
import type { PanelState } from './state.ts';

/** Which header a note type shows. */
export type HeaderKind = 'user' | 'prompt' | 'subject';

/** Where a shortcut is live: the list, an open note, an undo bar, ticked rows, or anywhere in the panel. */
export type ShortcutScope = 'list' | 'detail' | 'undo' | 'selection' | 'panel';

/** A key a plugin claims: compared with `KeyboardEvent.key`, letters case-insensitively. */
export interface ShortcutDeclaration {
  key: string;
  /** Shown in the generated help, e.g. 'Approve comment'. */
  description: string;
  scope: ShortcutScope;
  /**
   * Actions that name the same group may share one key in one scope (E edits a comment or answers a
   * prompt): the first one the open note offers runs. Any other second claim is refused.
   */
  group?: string;
}

/** Effects keyed by the event type they answer. */
export type EffectTable = { [K in EventType]?: Effect<K> };

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
  /** Overrides the data-driven block classification for this type. */
  classifyBlock?(note: Note, block: Block): BlockKind;
  /** The icon on the avatar's corner, by the UI icon set's name; the note's noticon when absent. */
  badge?: string;
  effects?: EffectTable;
  stateField?: StateField;
}

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
  effects?: EffectTable;
  /** Analytics event name, or a function giving name and properties (null for none). */
  track?: string | ((context: ActionContext) => { name: string; properties?: Record<string, unknown> } | null);
  /**
   * How it is undone: spam and trash wait behind the undo bar (their `perform` starts it); a function
   * names the kind and the events that revert what `perform` sent, read before it runs.
   */
  undo?: RemovalKind | ((context: ActionContext) => UndoOffer | null);
  /** What it does to many ticked notes at once: buttons of the "Selected notifications" toolbar. */
  bulk?: readonly BulkDeclaration[];
  /** How its request waits in the offline queue and is sent from it (src/core/queue-send.ts). */
  queue?: QueueableRequest;
  stateField?: StateField;
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
  /** The status message naming it when its note or comment no longer exists (the queue has its own for the shipped actions). */
  goneMessage?(entry: QueueEntry): string;
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
