/**
 * What tabs say to each other over the BroadcastChannel, checked on arrival: any page of the
 * origin can post there, so a message is a payload from outside like an API answer. Versioned.
 */
import { NoteSchema, parseEach } from '../api/schema.ts';
import type { PanelEvent, PanelState } from '../core/index.ts';
import { toCoreNote } from './context.ts';

/** The message format's version; a tab ignores other versions (an older or newer build in another tab). */
export const TABS_VERSION = 1;

/** The events a leader relays to the other tabs. */
export type RelayedEvent = Extract<PanelEvent, { type: 'notes/received' | 'notes/removed' | 'notes/loadFailed' }>;

/**
 * `hello` a tab started (the leader answers with what it holds), `lead` the sender leads (also the
 * lease's heartbeat), `bye` the leader stops, `check` a follower asks for a check now, `event` the
 * leader relays what it fetched.
 */
export type TabMessage = { v: number; from: string } & (
  | { kind: 'hello' | 'check'; visible: boolean; refresh?: boolean }
  | { kind: 'lead' | 'bye' }
  | { kind: 'event'; event: RelayedEvent }
);

const isIds = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id));

/** The relayed event as this tab's core takes it, or the reason it is refused. Malformed notes are dropped and named. */
function parseEvent(raw: Record<string, unknown>, dropped: string[]): RelayedEvent | string {
  if (raw.type === 'notes/removed') return isIds(raw.ids) ? { type: raw.type, ids: raw.ids } : 'ids';
  if (raw.type === 'notes/loadFailed') return typeof raw.message === 'string' ? { type: raw.type, message: raw.message, background: true } : 'message';
  if (raw.type !== 'notes/received' || !Array.isArray(raw.notes)) return 'event type or notes';
  const { listIds, complete, lastSeenTime } = raw;
  if ((listIds !== undefined && !isIds(listIds)) || (complete !== undefined && typeof complete !== 'boolean')) return 'listIds or complete';
  if (lastSeenTime !== undefined && !Number.isFinite(lastSeenTime)) return 'lastSeenTime';
  const parsed = parseEach(NoteSchema, raw.notes);
  for (const entry of parsed.dropped) dropped.push(`note ${entry.id ?? `#${entry.index}`}: ${entry.reason}`);
  return { type: raw.type, notes: parsed.items.map(toCoreNote), listIds, complete, lastSeenTime: lastSeenTime as number | undefined };
}

/** A message from the channel, checked; a string says why it was refused. `dropped` collects malformed notes left out. */
export function parseTabMessage(data: unknown, dropped: string[] = []): TabMessage | string {
  if (data === null || typeof data !== 'object') return 'not an object';
  const message = data as Record<string, unknown>;
  if (message.v !== TABS_VERSION) return `version ${String(message.v)}`;
  const { from, kind } = message;
  if (typeof from !== 'string' || from === '') return 'sender';
  if (kind === 'lead' || kind === 'bye') return { v: TABS_VERSION, from, kind };
  if (kind === 'hello' || kind === 'check') return { v: TABS_VERSION, from, kind, visible: message.visible === true, refresh: message.refresh === true };
  if (kind !== 'event' || message.event === null || typeof message.event !== 'object') return `kind ${String(kind)}`;
  const event = parseEvent(message.event as Record<string, unknown>, dropped);
  return typeof event === 'string' ? `event: ${event}` : { v: TABS_VERSION, from, kind, event };
}

/** What a new tab gets from the leader: the leader's list as one list answer. */
export function snapshotEvent(state: PanelState): RelayedEvent {
  const { noteList, pagingEnded, lastSeenTime } = state.client;
  const notes = noteList.flatMap((id) => (state.notes[id] ? [state.notes[id]] : []));
  return { type: 'notes/received', notes, listIds: noteList, complete: pagingEnded, lastSeenTime };
}

/**
 * A relayed event as this tab appends it. A list answer keeps the older notes this tab paged in
 * beyond the leader's window (the user scrolled further here); a failure is a background one once
 * this tab shows notes.
 */
export function followerEvent(event: RelayedEvent, state: PanelState): RelayedEvent {
  if (event.type === 'notes/loadFailed') return { ...event, background: state.client.hasLoaded };
  if (event.type !== 'notes/received' || !event.listIds || event.complete) return event;
  const own = state.client.noteList;
  const from = own.indexOf(event.listIds.at(-1) ?? NaN);
  if (own.length <= event.listIds.length || from < 0) return event;
  const listed = new Set(event.listIds);
  const tail = own.slice(from + 1).filter((id) => !listed.has(id));
  return { ...event, listIds: [...event.listIds, ...tail], complete: state.client.pagingEnded };
}
