import type { FilterName, InboxMessage, PanelEvent, RealtimeState, StatusKind, UndoKind } from './events.ts';
import type { Note } from './note.ts';
import type { QueueEntry } from './queue.ts';

/** Constants of the spec's §9 that the core folds or times. */
export const LIMITS = {
  undoDelayMs: 4500,
  overrideResetMs: 10000,
  statusMs: 4000,
  statusFailureMs: 6000,
  statusSuccessMs: 12000,
  draftExpiryMs: 86_400_000,
  noteRequestLimit: 10,
  wideLayoutPx: 800,
} as const;

/** How far ahead of this device's clock (s) a last-seen time may be: clocks disagree by a few minutes. */
export const SEEN_CLOCK_SKEW_S = 300;

/**
 * Whether a last-seen time (epoch s) can be true at `nowMs`: a few minutes of clock skew are
 * allowed; later than that is corrupt (stored 9999999999, or taken from a note dated in the future)
 * and would count every note until then as seen, on every device.
 */
export function isPlausibleSeenTime(time: number, nowMs: number): boolean {
  return time <= nowMs / 1000 + SEEN_CLOCK_SKEW_S;
}

/** The UI's own state. */
export interface UiState {
  isLoading: boolean;
  isPanelOpen: boolean;
  isVisible: boolean;
  selectedNoteId: number | null;
  /** The note Enter or Left reopens from the list. */
  lastSelectedNoteId: number | null;
  filterName: FilterName;
  /** The search field's text ('' when not searching). */
  searchQuery: string;
  /** The search field is open (at 480 px a button opens it; wider, it always shows). */
  searchOpen: boolean;
  /** The one site the list is narrowed to, or null for every site. */
  siteId: number | null;
  keyboardShortcutsAreEnabled: boolean;
  shortcutsPopoverIsOpen: boolean;
  /** The settings popover is open (absent until it first opens, and in older logs). */
  settingsOpen?: boolean;
  viewportWidth: number;
  viewportHeight: number;
  /** The list's last measurement (`list/measured`); absent until the UI has laid it out (or with no DOM). */
  listMeasured?: { filter: FilterName; rows: number; canScroll: boolean } | undefined;
  loadError: string | null;
}

/** What the sync loop knows about the server. */
export interface ClientState {
  /** Ids of the last list response, newest first. */
  noteList: number[];
  /** Seconds since the epoch of the newest note the user has seen. */
  lastSeenTime: number;
  noteRequestLimit: number;
  inbox: InboxMessage[];
  locale: string;
  realtime: RealtimeState;
  realtimeAttempt: number;
  hasLoaded: boolean;
  /** Nothing older than the window exists (a short page, or the 200 cap): load-more stops. */
  pagingEnded: boolean;
  /** Ids the Unread tab loaded with `unread=1` (beyond the window), newest first; empty elsewhere. */
  unreadList: number[];
  /** The Unread tab's pages reached the server's last unread note (or the cap). */
  unreadEnded: boolean;
  /** The connectivity service said the browser is offline (false until it does; absent in older logs). */
  offline?: boolean;
}

/** The status bar. `seq` is the event that showed it, so an old timer cannot hide a newer message. */
export interface StatusState {
  message: string;
  kind: StatusKind;
  durationMs: number;
  link: { url: string; label: string } | null;
  seq: number;
  /** A message with a number: `message` is the singular, `plural` the plural, `%d` the count. */
  plural?: string;
  /** A name the message says (`%s`): a plugin switched off. */
  name?: string;
  count?: number;
}

/**
 * The last undoable step, while its undo bar shows: a removal waiting out its delay (its notes
 * hidden), or an action already sent whose `revert` events undo it.
 */
export interface UndoState {
  id: number;
  kind: UndoKind;
  /** Every note of the step, `id` first. */
  ids: number[];
  phase: 'pending' | 'committing';
  revert: PanelEvent[];
  /** A removal: its notes wait hidden until the window ends, and it runs only then (absent in older logs: see isRemoval). */
  removal?: boolean;
}

/** Rows ticked for a bulk action; `anchor` starts Shift ranges, `cursor` is where Shift+j/k last went. */
export interface CheckState {
  ids: number[];
  anchor: number | null;
  cursor: number | null;
}

/** The whole folded state. Plain JSON so a log export can carry it. */
export interface PanelState {
  notes: Record<string, Note>;
  hiddenNoteIds: Record<string, true>;
  /** Notes a plugin's slice keeps out of the list (`StateField.holds`), by the plugin holding them (absent in older logs). */
  heldNoteIds?: Record<string, string>;
  /** Notes a plugin's slice raised to the top of the list (`StateField.raises`), with when (ms; absent in older logs). */
  raisedNotes?: Record<string, number>;
  /** Local read overrides: true read, false unread. */
  reads: Record<string, boolean>;
  /** Notes read while the Unread filter was on; they stay listed until the filter changes. */
  filteredNoteReads: number[];
  undo: UndoState | null;
  /** Actions waiting to be sent, oldest first (src/core/queue.ts). */
  queue: QueueEntry[];
  checks: CheckState;
  status: StatusState | null;
  ui: UiState;
  client: ClientState;
  /** Time of the last folded event: the "now" that time groups use, so replays match. */
  now: number;
  /** The plugins' settings the person chose, by plugin and setting (absent until one is read or set): read them with `defineSettings`. */
  settings?: Record<string, Record<string, string | boolean>>;
  /** State fields contributed by plugins, by plugin name. */
  plugins: Record<string, unknown>;
}

/** The state before any event. */
export function initialState(init: { locale?: string; now?: number; plugins?: Record<string, unknown> } = {}): PanelState {
  return {
    notes: {},
    hiddenNoteIds: {},
    reads: {},
    filteredNoteReads: [],
    undo: null,
    queue: [],
    checks: { ids: [], anchor: null, cursor: null },
    status: null,
    ui: {
      isLoading: true,
      isPanelOpen: false,
      isVisible: true,
      selectedNoteId: null,
      lastSelectedNoteId: null,
      filterName: 'all',
      searchQuery: '',
      searchOpen: false,
      siteId: null,
      keyboardShortcutsAreEnabled: false,
      shortcutsPopoverIsOpen: false,
      viewportWidth: 1024,
      viewportHeight: 768,
      loadError: null,
    },
    client: {
      noteList: [],
      lastSeenTime: 0,
      noteRequestLimit: LIMITS.noteRequestLimit,
      inbox: [],
      locale: init.locale ?? 'en',
      realtime: 'unsubscribed',
      realtimeAttempt: 0,
      hasLoaded: false,
      pagingEnded: false,
      unreadList: [],
      unreadEnded: false,
    },
    now: init.now ?? 0,
    plugins: init.plugins ?? {},
  };
}

/** A snapshot written before a field existed (an older export), with that field at its initial value. */
export function completeState(state: PanelState): PanelState {
  const undo = state.undo && !Array.isArray(state.undo.ids) ? { ...state.undo, ids: [state.undo.id], revert: [] } : state.undo;
  const initial = initialState({ locale: state.client?.locale, now: state.now });
  return { ...initial, ...state, ui: { ...initial.ui, ...state.ui }, undo };
}
