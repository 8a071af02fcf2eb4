/**
 * A follower tab takes what the leader relays. The event
 * is checked like an API answer, since any page of the origin can post on the channel; malformed
 * notes are dropped by name and the rest kept.
 */
import { NoteSchema, parseEach } from '../api/schema.ts';
import { noteTime, type PanelState } from '../core/index.ts';
import { toCoreNote, type SyncContext } from './context.ts';
import type { RelayedEvent } from './relay.ts';

const isIds = (value: unknown): value is number[] => Array.isArray(value) && value.every(Number.isInteger);
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);

/** The relayed event as this tab's core takes it, or the reason it is refused; `dropped` names the notes left out. */
export function parseRelayedEvent(raw: Record<string, unknown>, dropped: string[]): RelayedEvent | string {
  const { type, ids, message, notes, listIds, complete, lastSeenTime } = raw;
  if (type === 'notes/removed') return isIds(ids) ? { type, ids } : 'ids';
  if (type === 'notes/loadFailed') return typeof message === 'string' ? { type, message, background: true } : 'message';
  const fields = optional(listIds, isIds) && optional(complete, (value) => typeof value === 'boolean') && optional(lastSeenTime, Number.isFinite);
  if (type !== 'notes/received' || !Array.isArray(notes) || !fields) return `fields of ${String(type)}`;
  const parsed = parseEach(NoteSchema, notes);
  for (const entry of parsed.dropped) dropped.push(`note ${entry.id ?? `#${entry.index}`}: ${entry.reason}`);
  return { type, notes: parsed.items.map(toCoreNote), listIds, complete, lastSeenTime } as RelayedEvent;
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

/**
 * Notes this tab holds that the leader's whole list (`full`) leaves out although they are newer than
 * its oldest note (or any, when its list is complete): a forged relay put them here, or the leader
 * removed them while this tab heard a forged word instead. A fetched list answer removes such notes
 * the same way (window.ts).
 */
function strays(state: PanelState, event: Extract<RelayedEvent, { type: 'notes/received' }>): number[] {
  const held = new Set(event.notes.map((note) => note.id));
  const oldest = event.complete || event.notes.length === 0 ? -Infinity : Math.min(...event.notes.map(noteTime));
  return Object.values(state.notes)
    .filter((note) => !held.has(note.id) && noteTime(note) >= oldest)
    .map((note) => note.id);
}

/** Checks and appends one relayed event (`full`: the leader's whole list); false when it was refused (logged). */
export function applyRelayed(context: SyncContext, raw: Record<string, unknown>, full = false): boolean {
  const dropped: string[] = [];
  const event = parseRelayedEvent(raw, dropped);
  for (const reason of dropped) context.logger.warn(`tabs: dropped relayed ${reason}`);
  if (typeof event === 'string') {
    context.logger.warn(`tabs: dropped a message (event: ${event})`);
    return false;
  }
  // Dropped notes are not strays: the leader holds them, they just do not parse here.
  const gone = full && event.type === 'notes/received' && dropped.length === 0 ? strays(context.state(), event) : [];
  if (gone.length) context.emit({ type: 'notes/removed', ids: gone });
  context.emit(followerEvent(event, context.state()));
  return true;
}
