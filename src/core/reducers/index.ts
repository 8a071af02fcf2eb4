import { createFaults, type Faults } from '../faults.ts';
import { eventKey, type EventType, type LoggedEvent, type LoggedEventOf } from '../events.ts';
import type { PanelState } from '../state.ts';
import type { TabRules } from '../tabs.ts';
import { checksHandlers, withoutChecks } from './checks.ts';
import { marksHandlers } from './marks.ts';
import { narrowHandlers } from './narrow.ts';
import { notesHandlers } from './notes.ts';
import { KEEP_QUEUED_AFTER, keepQueued, queueHandlers } from './queue.ts';
import { moveSelectionAway } from './selection.ts';
import { settingsHandlers } from './settings.ts';
import { statusHandlers } from './status.ts';
import { without, withUi, type BusyNotes } from './types.ts';
import { uiHandlers } from './ui.ts';
import { undoHandlers } from './undo.ts';

/**
 * How a slice folds one event it named: `state` is the core's state after the event, `previous` the
 * whole state before it. (Declared as a method so a handler of one event type fits the table's
 * handler of any.)
 */
export type SliceHandler<T, E = LoggedEvent> = { fold(field: T, event: E, state: PanelState, previous: PanelState): T }['fold'];

/**
 * The events a slice folds, by key: a core event's type (`'notes/removed'`), or a plugin's fact as
 * `plugin/name` (`'pin/toggled'`: spread `myEvent.on(handler)` to have its data typed).
 */
export type SliceHandlers<T> = { [K in EventType]?: SliceHandler<T, LoggedEventOf<K>> } & { [key: string]: SliceHandler<T> | undefined };

/** A plugin's own slice of state (make one with `defineState` to read it typed). */
export interface StateField<T = unknown> {
  init(): T;
  /** The events it folds; it is never called for another. Several slices may fold one event. */
  on: SliceHandlers<T>;
  /**
   * Whether a value read from outside (a log's header, a snapshot) has the slice's shape; one that
   * does not starts at `init()`. Checked once where such a state is read, never per event.
   */
  check?(value: unknown): boolean;
  /** The notes that left the panel (removed, or out of its window): drop what the slice keeps for them. */
  left?(field: T, ids: readonly number[], state: PanelState): T;
  /**
   * The notes the slice is busy with (a reply on its way): they stay when they leave the panel's
   * window, their Back and previous/next are off, and the keyboard's shortcuts are off until none is.
   */
  busyNotes?(field: T): readonly number[];
  /**
   * The notes the slice keeps out of the list (snoozed ones until their time): hidden as a removal's
   * are. A removal step whose notes are all held once it commits ends there: the slice holds them on.
   */
  holds?(field: T): readonly number[];
  /**
   * The notes the slice raised (a snoozed note woken), each with when (ms): the list orders a note by
   * the later of its own time and this, so a note raised now stands at its top.
   */
  raises?(field: T): Readonly<Record<string, number>>;
}

type AnyHandler = (state: PanelState, event: LoggedEvent, busy: BusyNotes, tabs: TabRules) => PanelState;

/** One table of every group's handlers; where several groups handle an event, they fold it in turn. */
export function combine<F extends (...args: never[]) => unknown>(groups: readonly Record<string, F | undefined>[], chain: (before: F, after: F) => F): Map<string, F> {
  const table = new Map<string, F>();
  for (const group of groups) {
    for (const [type, handler] of Object.entries(group)) {
      if (!handler) continue;
      const before = table.get(type);
      table.set(type, before ? chain(before, handler) : handler);
    }
  }
  return table;
}

const coreTable = combine<AnyHandler>(
  [uiHandlers, notesHandlers, marksHandlers, undoHandlers, statusHandlers, checksHandlers, queueHandlers, narrowHandlers, settingsHandlers] as Record<string, AnyHandler>[],
  (before, handler) => (state, event, busy, tabs) => handler(before(state, event, busy, tabs), event, busy, tabs),
);

const notBusy: BusyNotes = () => [];

/** Folds one event into the core state (plugin fields excluded); `tabs` says which notes each tab lists. Pure. */
function reduceCore(state: PanelState, event: LoggedEvent, busy: BusyNotes, tabs: TabRules): PanelState {
  const handler = coreTable.get(event.type);
  let next = handler ? handler(state, event, busy, tabs) : state;
  if (next.queue[0] && KEEP_QUEUED_AFTER.has(event.type)) next = keepQueued(next);
  return next.now === event.at ? next : { ...next, now: event.at };
}

type Guard = <T>(name: string, slot: string, fallback: T, run: () => T) => T;

/** A slice's handler, with the slice's name. */
type Folder = { name: string; field: StateField; handler: SliceHandler<unknown> };

/**
 * A reducer that also folds plugins' state fields, each only for the events it names. `tabs` (the
 * registry) decides which notes each tab lists, where a handler needs the list (the note opened
 * after one leaves, select all, a range of ticks).
 */
export function createReducer(fields: Record<string, StateField>, tabs: TabRules, faults: Faults = createFaults()): (state: PanelState, event: LoggedEvent) => PanelState {
  const names = Object.keys(fields);
  // A plugin's slice that throws (or was switched off) keeps its value, holds, raises and keeps busy
  // nothing, and the fold goes on: the core, the other plugins and every note are not its hostages.
  const guard: Guard = (name, slot, fallback, run) => faults.guard(name, `state's ${slot}`, fallback, run);
  if (names.length === 0) return (state, event) => reduceCore(state, event, notBusy, tabs);
  const folders = new Map<string, Folder[]>();
  for (const name of names) {
    const field = fields[name]!;
    for (const [key, handler] of Object.entries(field.on)) {
      if (!handler) continue;
      folders.set(key, [...(folders.get(key) ?? []), { name, field, handler: handler as SliceHandler<unknown> }]);
    }
  }
  const leaving = names.filter((name) => fields[name]!.left);
  const holding = names.filter((name) => fields[name]!.holds);
  const raising = names.filter((name) => fields[name]!.raises);
  const busy: BusyNotes = (state) => busyNotes(fields, state, guard);
  return (state, event) => {
    const next = reduceCore(state, event, busy, tabs);
    let plugins = next.plugins;
    const key = eventKey(event);
    for (const { name, field, handler } of folders.get(key) ?? []) {
      const before = plugins[name] ?? field.init();
      const after = guard(name, `on['${key}']`, before, () => handler(before, event, next, state));
      if (after !== before) plugins = { ...plugins, [name]: after };
    }
    const notesMoved = next.notes !== state.notes;
    if (leaving.length && notesMoved) plugins = foldLeft(fields, leaving, plugins, state, next, guard);
    // A note that arrives while a slice holds or raised it (restored before the notes loaded) is held
    // or raised as it arrives, so the notes' arrival alone folds them again.
    if (plugins === next.plugins && !(notesMoved && (holding.length || raising.length))) return next;
    let folded = plugins === next.plugins ? next : { ...next, plugins };
    const moved = (name: string) => notesMoved || plugins[name] !== next.plugins[name];
    if (holding.some(moved)) folded = applyHolds(fields, holding, folded, state, tabs, guard);
    if (raising.some(moved)) folded = applyRaises(fields, raising, folded, guard);
    if (folded === next) return next;
    // The keyboard's shortcuts go off when a note becomes busy and on again once none is.
    const isBusy = busy(folded).length > 0;
    return isBusy === (busy(state).length > 0) ? folded : withUi(folded, { keyboardShortcutsAreEnabled: !isBusy });
  };
}

/** Each slice that keeps something per note hears which notes left the panel with this event. */
function foldLeft(fields: Record<string, StateField>, names: readonly string[], plugins: Record<string, unknown>, previous: PanelState, state: PanelState, guard: Guard): Record<string, unknown> {
  const left = Object.keys(previous.notes).filter((id) => state.notes[id] === undefined).map(Number);
  if (left.length === 0) return plugins;
  let result = plugins;
  for (const name of names) {
    const field = fields[name]!;
    const before = result[name] ?? field.init();
    const after = guard(name, 'left', before, () => field.left!(before, left, state));
    if (after !== before) result = { ...result, [name]: after };
  }
  return result;
}

/**
 * The notes the slices hold, as the state's `heldNoteIds`. A note held from now on leaves a
 * committed removal's hiding (the slice holds it on; the step ends once every note of it is held),
 * and is no longer open or ticked.
 */
function applyHolds(fields: Record<string, StateField>, names: readonly string[], state: PanelState, previous: PanelState, tabs: TabRules, guard: Guard): PanelState {
  const held: Record<string, string> = {};
  for (const name of names) {
    const field = fields[name]!;
    for (const id of guard(name, 'holds', [], () => field.holds!(state.plugins[name] ?? field.init()))) if (state.notes[id]) held[id] = name;
  }
  const before = state.heldNoteIds ?? {};
  const added = Object.keys(held).filter((id) => !before[id]).map(Number);
  const same = added.length === 0 && Object.keys(before).length === Object.keys(held).length;
  if (same) return state;
  let next: PanelState = { ...state, heldNoteIds: held };
  const undo = next.undo;
  if (undo?.phase === 'committing' && undo.removal !== false && undo.ids.every((id) => held[id])) next = { ...next, undo: null };
  const pending = undo?.phase === 'pending' ? undo.ids : [];
  const handedOver = added.filter((id) => !pending.includes(id));
  if (handedOver.length) next = { ...next, hiddenNoteIds: without(next.hiddenNoteIds, handedOver) };
  if (added.length === 0) return next;
  return moveSelectionAway(previous, { ...next, checks: withoutChecks(next.checks, added) }, added, tabs);
}

/** The notes the slices raised, as the state's `raisedNotes` (the latest time where two raised one); the same object when unchanged. */
function applyRaises(fields: Record<string, StateField>, names: readonly string[], state: PanelState, guard: Guard): PanelState {
  const raised: Record<string, number> = {};
  for (const name of names) {
    const field = fields[name]!;
    for (const [id, at] of Object.entries(guard(name, 'raises', {}, () => field.raises!(state.plugins[name] ?? field.init())))) {
      // `undefined >= at` is false: a note not raised yet takes this time.
      if (state.notes[id] && !(raised[id]! >= at)) raised[id] = at;
    }
  }
  const before = state.raisedNotes ?? {};
  const keys = Object.keys(raised);
  if (keys.length === Object.keys(before).length && keys.every((id) => before[id] === raised[id])) return state;
  return { ...state, raisedNotes: raised };
}

/** The notes the plugins' state slices are busy with in a state (`guard`: what a slice that throws answers). */
export function busyNotes(fields: Record<string, StateField>, state: PanelState, guard: Guard): readonly number[] {
  return Object.entries(fields).flatMap(([name, field]) =>
    field.busyNotes ? guard(name, 'busyNotes', [], () => field.busyNotes!(state.plugins[name] ?? field.init())) : []);
}

/** Initial values of the plugins' state fields. */
export function initialFields(fields: Record<string, StateField>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.init()]));
}

/**
 * A state read from outside (a log's header) with each slice checked once: a value without the
 * slice's shape starts at its `init()`, so no handler has to re-check it on every event.
 */
export function checkFields(fields: Record<string, StateField>, state: PanelState): PanelState {
  let plugins = state.plugins;
  for (const [name, field] of Object.entries(fields)) {
    if (!Object.hasOwn(plugins, name) || !field.check || field.check(plugins[name])) continue;
    plugins = { ...plugins, [name]: field.init() };
  }
  return plugins === state.plugins ? state : { ...state, plugins };
}
