import type { Note } from './note.ts';
import type { QueueEntry } from './queue.ts';

/** A payload with no fields. */
export type Empty = Record<never, never>;

/**
 * A tab of the list, by name: All and Unread are the core's, the others the plugins' (src/core/tabs.ts).
 * Open: the registry knows which exist, and the reducer refuses any other.
 */
export type FilterName = string;

/**
 * Kinds of removal (spam and trash ship; a plugin may add its own): they wait out the undo delay with
 * their notes hidden, and run only then. Open, as undo kinds are.
 */
export type RemovalKind = string;

/**
 * Kinds of undoable step: a removal, or an action already sent that undo answers with its inverse.
 * Open: each action names its own kinds and declares their texts (`undoTexts`).
 */
export type UndoKind = string;

/**
 * Whether an undo step is a removal, whose notes wait hidden behind the undo bar. It says so
 * (`removal`); a step or log from before it did is a removal when nothing reverts it (a removal is
 * not sent before its window ends; an action already sent carries the events that revert it).
 */
export function isRemoval(step: { removal?: boolean | undefined; revert?: unknown }): boolean {
  return step.removal ?? !(Array.isArray(step.revert) && step.revert.length > 0);
}

/** How a status bar message is styled. */
export type StatusKind = 'success' | 'failure' | 'info';

/** Realtime subscription states. */
export type RealtimeState = 'unsubscribed' | 'subscribing' | 'subscribed';

/** Which local overrides a reset clears. */
export type OverrideName = string;

/** A message waiting for the sync loop: a realtime push or a host refresh. */
export interface InboxMessage {
  action: string;
  note_id?: number;
}

/**
 * Every event the core folds, by name: a closed set of past-tense facts, never setters.
 * A plugin that needs a fact of its own records `plugin/recorded` and folds it in its state field.
 */
export interface EventMap {
  'panel/opened': Empty;
  'panel/closed': Empty;
  'panel/toggleRequested': Empty;
  'document/visibilityChanged': { visible: boolean };
  'viewport/resized': { width: number; height: number };
  /**
   * What the list measured once its rows were laid out: whether the `rows` notes of `filter` are
   * taller than the list's view (so it can scroll, and scrolling loads older notes).
   */
  'list/measured': { filter: FilterName; rows: number; canScroll: boolean };
  'locale/changed': { locale: string };
  'shortcuts/enabled': Empty;
  'shortcuts/disabled': Empty;
  'shortcuts/popoverToggled': Empty;
  'shortcuts/popoverClosed': Empty;
  /** The settings popover opened or closed (its button); `settings/closed`: closed by Escape, its close button, or the panel closing. */
  'settings/toggled': Empty;
  'settings/closed': Empty;
  /** The person set some of a plugin's settings (src/core/settings.ts): they are saved. */
  'settings/changed': { plugin: string; values: Record<string, string | boolean> };
  /** A plugin's settings read from storage (at start, or written by another tab): they replace the ones held. */
  'settings/restored': { plugin: string; values: Record<string, string | boolean> };

  'notes/loadStarted': { background: boolean };
  /** `listIds` when this was a list response; `complete` when it holds every note the server has (a short page, or the cap). */
  /** `relayed`: the leader tab fetched them and this tab heard it through the tabs' channel (src/sync/follower.ts). */
  'notes/received': { notes: Note[]; lastSeenTime?: number | undefined; listIds?: number[] | undefined; complete?: boolean | undefined; relayed?: true | undefined };
  'notes/removed': { ids: number[] };
  'notes/loadFailed': { message: string; background: boolean };
  'notes/requestLimitRaised': { limit: number };
  'notes/seenRecorded': { time: number };
  /** Notes the API dropped as malformed (the rest of the response was used). */
  'notes/malformedDropped': { dropped: { id?: number | undefined; index: number; reason: string }[] };
  /** Load-more got a short page or reached the cap: there is nothing older to ask for. */
  'notes/pagingEnded': Empty;
  /** A page of the Unread tab's own list (`unread=1`); `ended` when nothing older is unread (or the cap). */
  'notes/unreadPageReceived': { notes: Note[]; ended: boolean; lastSeenTime?: number | undefined };
  /** A fetch failed; the sync loop tries again after `delayMs`. */
  'sync/retryScheduled': { retries: number; delayMs: number };
  'inbox/messageReceived': { message: InboxMessage };
  'inbox/drained': Empty;

  'filter/chosen': { name: FilterName };
  /** The search field opened (`/` or its button): the UI puts the cursor in it. */
  'search/opened': Empty;
  /** The search field's text changed; the list shows the notes matching all its words. */
  'search/changed': { query: string };
  /** Escape in the search field: the query is cleared and the field closes. */
  'search/closed': Empty;
  /** The list narrowed to one site's notes (`siteId`), or to every site again (null). */
  'site/chosen': { siteId: number | null };
  'note/selected': { id: number };
  'note/unselected': Empty;
  'note/hidden': { id: number };
  'note/restored': { id: number };
  'note/markedRead': { ids: number[] };
  'note/markedUnread': { ids: number[] };
  'note/readMarkCleared': { ids: number[] };

  /** An optimistic override's reset timer fired (`defineOverride`): the note follows the platform's copy again. */
  'clock/overridesExpired': { id: number; overrides: OverrideName[] };

  /**
   * One undoable step: `id` names it (its first note), `ids` every note it touched (just `id` when
   * absent), `revert` the events that put an already-sent action back (none for removals).
   */
  'undo/started': { id: number; kind: UndoKind; ids?: number[] | undefined; revert?: PanelEvent[] | undefined; removal?: boolean | undefined };
  /** The user undid the step (Undo, u, Ctrl/⌘+Z); a sent action's `revert` events follow it. */
  'undo/cancelled': { id: number };
  'undo/closed': { id: number };
  'clock/undoExpired': { id: number };
  /** The step's window ended: a removal now runs on `ids` (just `id` when absent). */
  'undo/committed': { id: number; kind: UndoKind; ids?: number[] | undefined; removal?: boolean | undefined };
  'note/removalSucceeded': { id: number; kind: RemovalKind };
  'note/removalFailed': { id: number; kind: RemovalKind; message: string };
  /** Bulk triage: rows ticked for one action on all of them, apart from the open note. */
  'check/toggled': { id: number };
  /** Shift+click or Shift+j/k: the rows from the anchor to `id` are ticked, in the current filter. */
  'check/extended': { id: number };
  /** "Select all": every note of the current filter is ticked. */
  'check/allChecked': Empty;
  'check/cleared': Empty;

  /** `plural` and `count`: a message with a number, chosen with `_n` and filled in at render. */
  'status/shown': {
    message: string;
    kind: StatusKind;
    durationMs?: number | undefined;
    link?: { url: string; label: string } | undefined;
    plural?: string | undefined;
    count?: number | undefined;
    /** A name the message says (`%s`), bounded. */
    name?: string | undefined;
  };
  'clock/statusExpired': { statusSeq: number };
  'clock/dayChanged': Empty;

  'realtime/subscribing': { attempt: number };
  'realtime/subscribed': Empty;
  'realtime/unsubscribed': { reason: string };
  /** This tab took over the realtime channel and the polling for every tab (true), or left them to another tab (false). */
  'tabs/leadershipChanged': { leader: boolean };

  /** Something should open: an in-app target the host handles, or a URL in a new tab. */
  'link/openRequested': {
    target: 'openSite' | 'openPost' | 'openComment' | 'editComment' | 'answerPrompt' | 'url';
    url?: string | undefined;
    siteId?: number | undefined;
    postId?: number | undefined;
    commentId?: number | undefined;
  };
  /** The browser went offline or came back (the injected connectivity service says so). */
  'connectivity/changed': { online: boolean };
  /** An action could not be sent (offline, or a network error): it waits, its optimistic state kept. */
  'queue/added': { entry: QueueEntry };
  /** The stored queue, read at start or written by another tab: it replaces this tab's copy. */
  'queue/restored': { entries: QueueEntry[] };
  /** A waiting action reached the platform. */
  'queue/replayed': { key: string };
  /** A waiting action left without being sent: its note or comment is gone, it failed, or it was undone. */
  'queue/dropped': { key: string; reason: 'gone' | 'failed' | 'undone' };
  'action/performed': { action: string; id: number | null };
  'plugin/recorded': { plugin: string; name: string; id: number | null; data?: unknown };
  'effect/failed': { trigger: string; message: string };
  /** Plugins whose code loaded later (`laterPlugins`) are registered. */
  'plugins/loaded': { names: string[] };
}

/** Every event name. */
export type EventType = keyof EventMap;

/** An event before it is appended: a name and its payload. */
export type PanelEvent = { [K in EventType]: { type: K } & EventMap[K] }[EventType];

/** The event of one name. */
export type EventOf<K extends EventType> = { type: K } & EventMap[K];

/** An appended event: stamped with its position and time by `append`, and by nothing else. */
export type LoggedEvent = PanelEvent & { readonly seq: number; readonly at: number };

/** A logged event of one name. */
export type LoggedEventOf<K extends EventType> = EventOf<K> & { readonly seq: number; readonly at: number };


const EVENT_TYPE_TABLE: Record<EventType, true> = {
  'panel/opened': true, 'panel/closed': true, 'panel/toggleRequested': true, 'document/visibilityChanged': true,
  'viewport/resized': true, 'list/measured': true, 'locale/changed': true, 'shortcuts/enabled': true, 'shortcuts/disabled': true,
  'shortcuts/popoverToggled': true, 'shortcuts/popoverClosed': true, 'notes/loadStarted': true, 'notes/received': true,
  'notes/removed': true, 'notes/loadFailed': true, 'notes/requestLimitRaised': true, 'notes/seenRecorded': true,
  'notes/malformedDropped': true, 'notes/pagingEnded': true, 'notes/unreadPageReceived': true, 'sync/retryScheduled': true,
  'inbox/messageReceived': true, 'inbox/drained': true, 'filter/chosen': true, 'search/opened': true, 'search/changed': true, 'search/closed': true, 'site/chosen': true, 'note/selected': true,
  'note/unselected': true, 'note/hidden': true, 'note/restored': true, 'note/markedRead': true,
  'note/markedUnread': true, 'note/readMarkCleared': true, 'clock/overridesExpired': true, 'undo/started': true, 'undo/cancelled': true,
  'undo/closed': true, 'clock/undoExpired': true, 'undo/committed': true, 'note/removalSucceeded': true,
  'note/removalFailed': true, 'check/toggled': true, 'check/extended': true, 'check/allChecked': true, 'check/cleared': true,
  'status/shown': true, 'clock/statusExpired': true, 'clock/dayChanged': true,
  'realtime/subscribing': true, 'realtime/subscribed': true, 'realtime/unsubscribed': true, 'tabs/leadershipChanged': true,
  'link/openRequested': true, 'connectivity/changed': true, 'queue/added': true,
  'queue/restored': true, 'queue/replayed': true, 'queue/dropped': true, 'action/performed': true, 'plugin/recorded': true, 'effect/failed': true,
  'plugins/loaded': true, 'settings/toggled': true, 'settings/closed': true, 'settings/changed': true, 'settings/restored': true,
};

/**
 * The key an event is handled by: a core event's type, or a plugin's fact as `plugin/name`
 * (`'pin/toggled'`), so slices and effects name both alike.
 */
export function eventKey(event: PanelEvent): string {
  return event.type === 'plugin/recorded' ? `${event.plugin}/${event.name}` : event.type;
}

/**
 * The names before the first slash of the core's own event types: no plugin may take one as its name,
 * so a plugin's fact (`plugin/name`) never shares a key with a core event. Written out rather than
 * read off the table, which only the log's reader needs (a test keeps the two the same).
 */
export const CORE_EVENT_PREFIXES: readonly string[] = [
  'panel', 'document', 'viewport', 'list', 'locale', 'shortcuts', 'notes', 'sync', 'inbox', 'filter', 'search', 'site', 'note',
  'clock', 'undo', 'check', 'status', 'realtime', 'tabs', 'link', 'connectivity', 'queue',
  'action', 'plugin', 'effect', 'plugins', 'settings',
];

/** The prefixes of every core event type, read off the table (what CORE_EVENT_PREFIXES must equal). */
export function eventTypePrefixes(): string[] {
  return [...new Set(Object.keys(EVENT_TYPE_TABLE).map((type) => type.slice(0, type.indexOf('/'))))];
}

/** Whether a name read from outside (a log file, a feed) is an event the core knows. */
export function isEventType(name: unknown): name is EventType {
  return typeof name === 'string' && Object.hasOwn(EVENT_TYPE_TABLE, name);
}
