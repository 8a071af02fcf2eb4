/**
 * The shapes a log file's header state and events must have before `replay` folds them: notes are
 * checked by the API's note schema (a log carries notes as the platform sent them), every other
 * payload by its event's shape. A crafted or damaged log is refused at its line instead of
 * crashing the reducers.
 */
import * as v from 'valibot';
import { NoteSchema } from '../src/api/schema.ts';
import type { EventType } from '../src/core/events.ts';
import { isTime } from '../src/core/log.ts';

const num = v.pipe(v.number(), v.finite());
// A moment a Date can hold: printed and compared as one.
const time = v.pipe(v.number(), v.check((value: number) => isTime(value), 'Expected a time a Date can hold'));
const id = num;
const ids = v.array(num);
const str = v.string();
const bool = v.boolean();
const opt = <S extends v.GenericSchema>(schema: S) => v.optional(schema);
const nullable = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);

// A tab's name: which tabs exist is the registry's to say (`tabProblem`, once the plugins are known).
const filterName = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/));
const removalKind = v.picklist(['spam', 'trash']);
// Undo kinds and override names are open (each action names its own): a short word.
const undoKind = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,39}$/));
const statusKind = v.picklist(['success', 'failure', 'info']);
const notes = v.array(NoteSchema);
const queueEntry = v.looseObject({
  key: str,
  action: str,
  noteId: id,
  on: bool,
  keeps: v.picklist(['approval', 'like', 'hidden', 'read']),
  siteId: nullable(id),
  postId: nullable(id),
  commentId: nullable(id),
  at: time,
});
const inboxMessage = v.looseObject({ action: str, note_id: opt(num) });

// Each event's fields; a closed table, so a new event type cannot be logged without its shape here.
const EVENT_FIELDS: Record<EventType, v.ObjectEntries> = {
  'panel/opened': {}, 'panel/closed': {}, 'panel/toggleRequested': {},
  'document/visibilityChanged': { visible: bool },
  'viewport/resized': { width: num, height: num },
  'list/measured': { filter: filterName, rows: num, canScroll: bool },
  'locale/changed': { locale: str },
  'shortcuts/enabled': {}, 'shortcuts/disabled': {}, 'shortcuts/popoverToggled': {}, 'shortcuts/popoverClosed': {},
  'notes/loadStarted': { background: bool },
  'notes/received': { notes, lastSeenTime: opt(num), listIds: opt(ids), complete: opt(bool) },
  'notes/removed': { ids },
  'notes/loadFailed': { message: str, background: bool },
  'notes/requestLimitRaised': { limit: num },
  'notes/seenRecorded': { time: num },
  'notes/malformedDropped': { dropped: v.array(v.looseObject({ id: opt(num), index: num, reason: str })) },
  'notes/pagingEnded': {},
  'notes/unreadPageReceived': { notes, ended: bool, lastSeenTime: opt(num) },
  'sync/retryScheduled': { retries: num, delayMs: num },
  'inbox/messageReceived': { message: inboxMessage },
  'inbox/drained': {},
  'filter/chosen': { name: filterName },
  'search/opened': {}, 'search/changed': { query: str }, 'search/closed': {},
  'site/chosen': { siteId: nullable(id) },
  'note/selected': { id }, 'note/unselected': {}, 'note/hidden': { id }, 'note/restored': { id },
  'note/markedRead': { ids }, 'note/markedUnread': { ids }, 'note/readMarkCleared': { ids },
  'clock/overridesExpired': { id, overrides: v.pipe(v.array(undoKind), v.maxLength(20)) },
  // `revert` holds events: each is checked as a logged one is, without seq and time.
  'undo/started': { id, kind: undoKind, ids: opt(ids), revert: opt(v.array(v.lazy(() => payloadSchema))) },
  'undo/cancelled': { id }, 'undo/closed': { id }, 'clock/undoExpired': { id },
  'undo/committed': { id, kind: undoKind, ids: opt(ids) },
  'note/removalSucceeded': { id, kind: removalKind },
  'note/removalFailed': { id, kind: removalKind, message: str },
  'check/toggled': { id }, 'check/extended': { id }, 'check/allChecked': {}, 'check/cleared': {},
  'status/shown': { message: str, kind: statusKind, durationMs: opt(num), link: opt(v.looseObject({ url: str, label: str })), plural: opt(str), count: opt(num), name: opt(str) },
  'clock/statusExpired': { statusSeq: num },
  'clock/dayChanged': {},
  'realtime/subscribing': { attempt: num }, 'realtime/subscribed': {}, 'realtime/unsubscribed': { reason: str },
  'tabs/leadershipChanged': { leader: bool },
  'link/openRequested': {
    target: v.picklist(['openSite', 'openPost', 'openComment', 'editComment', 'answerPrompt', 'url']),
    url: opt(str), siteId: opt(id), postId: opt(id), commentId: opt(id),
  },
  'connectivity/changed': { online: bool },
  'queue/added': { entry: queueEntry },
  'queue/restored': { entries: v.array(queueEntry) },
  'queue/replayed': { key: str },
  'queue/dropped': { key: str, reason: v.picklist(['gone', 'failed', 'undone']) },
  'action/performed': { action: str, id: nullable(id) },
  // A plugin's fact: only its envelope here; its data is read by the fact's own parse (a log may hold anything).
  'plugin/recorded': { plugin: str, name: str, id: nullable(id), data: opt(v.unknown()) },
  'effect/failed': { trigger: str, message: str },
  'plugins/loaded': { names: v.array(str) },
  'settings/toggled': {}, 'settings/closed': {},
  'settings/changed': { plugin: str, values: v.record(str, v.union([str, bool])) },
  'settings/restored': { plugin: str, values: v.record(str, v.union([str, bool])) },
};

const eventSchemas = new Map(Object.entries(EVENT_FIELDS).map(([type, fields]) => [type, v.looseObject({ type: v.literal(type), ...fields })]));

/** An event's payload by its type (an unknown type fails). */
const payloadSchema: v.GenericSchema = v.custom((input) => {
  const type = (input as { type?: unknown } | null)?.type;
  const schema = typeof type === 'string' ? eventSchemas.get(type) : undefined;
  return schema !== undefined && v.is(schema, input);
}, 'Expected a known event with its fields');

const uiFields = v.looseObject({
  isLoading: opt(bool), isPanelOpen: opt(bool), isVisible: opt(bool),
  selectedNoteId: opt(nullable(id)), lastSelectedNoteId: opt(nullable(id)), filterName: opt(filterName),
  keyboardShortcutsAreEnabled: opt(bool), shortcutsPopoverIsOpen: opt(bool),
  viewportWidth: opt(num), viewportHeight: opt(num), loadError: opt(nullable(str)),
});
const clientFields = v.looseObject({
  noteList: opt(ids), lastSeenTime: opt(num), noteRequestLimit: opt(num), inbox: opt(v.array(inboxMessage)),
  locale: opt(str), realtime: opt(v.picklist(['unsubscribed', 'subscribing', 'subscribed'])), realtimeAttempt: opt(num),
  hasLoaded: opt(bool), pagingEnded: opt(bool), unreadList: opt(ids), unreadEnded: opt(bool), offline: opt(bool),
});

/** The header's state: every part it has must have its shape (an older log may lack newer parts). */
export const LoggedStateSchema = v.looseObject({
  notes: opt(v.record(str, NoteSchema)),
  hiddenNoteIds: opt(v.record(str, bool)),
  // Older logs kept approval and like overrides here; they are the actions' own state now.
  approvals: opt(v.record(str, bool)),
  likes: opt(v.record(str, bool)),
  reads: opt(v.record(str, bool)),
  filteredNoteReads: opt(ids),
  // Older logs kept reply's drafts and boxes, the mention suggestions and the user's profile here; they are reply's own slice now.
  follows: opt(v.record(str, v.looseObject({ following: bool, inFlight: bool, queued: opt(bool) }))),
  undo: opt(nullable(v.looseObject({ id, kind: undoKind, ids: opt(ids), phase: opt(v.picklist(['pending', 'committing'])), revert: opt(v.array(payloadSchema)) }))),
  queue: opt(v.array(queueEntry)),
  checks: opt(v.looseObject({ ids, anchor: nullable(id), cursor: nullable(id) })),
  status: opt(nullable(v.looseObject({ message: str, kind: statusKind }))),
  ui: opt(uiFields),
  client: opt(clientFields),
  now: opt(time),
  plugins: opt(v.record(str, v.unknown())),
});

/** Why a value does not have its schema's shape, in one line ("notes.0.timestamp: …"), or null when it does. */
export function shapeProblem(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  if (result.success) return null;
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Why a logged state (`ui.filterName`) or event (`filter/chosen`, `list/measured`) names a tab none of
 * the replay's plugins declares (`tabs`: the registry's), in `shapeProblem`'s words; null when none does.
 */
export function tabProblem(value: unknown, tabs: readonly string[]): string | null {
  const record = (value ?? {}) as { type?: unknown; name?: unknown; filter?: unknown; ui?: { filterName?: unknown } };
  const [path, name] = record.type === 'filter/chosen' ? ['name', record.name] : record.type === 'list/measured' ? ['filter', record.filter] : ['ui.filterName', record.ui?.filterName];
  if (name === undefined || tabs.includes(name as string)) return null;
  return `${path}: Expected a tab of the plugins (${tabs.join(', ')}) but received ${JSON.stringify(name)}`;
}

/** Why a logged event's payload is malformed, or null when it is well formed. */
export function eventProblem(event: { type: string }): string | null {
  const schema = eventSchemas.get(event.type);
  return schema ? shapeProblem(schema, event) : `unknown event type ${JSON.stringify(event.type)}`;
}
