/**
 * A follower tab takes what the leader relays. The event
 * is checked like an API answer, since any page of the origin can post on the channel; malformed
 * notes are dropped by name and the rest kept.
 */
import { NoteSchema, parseEach } from '../api/schema.ts';
import { isPositiveId } from '../core/guards.ts';
import { noteTime, type PanelState } from '../core/index.ts';
import { toCoreNote, type SyncContext } from './context.ts';
import { isIds, type RelayedEvent } from './relay.ts';

const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);

/** The relayed event as this tab's core takes it, or the reason it is refused; `dropped` names the notes left out. */
export function parseRelayedEvent(raw: Record<string, unknown>, dropped: string[], state?: PanelState): RelayedEvent | string {
  const { type, ids, message, notes, listIds, complete, lastSeenTime } = raw;
  if (type === 'notes/removed') return isIds(ids) ? { type, ids } : 'ids';
  if (type === 'notes/loadFailed') return typeof message === 'string' ? { type, message, background: true } : 'message';
  const fields = optional(listIds, isIds) && optional(complete, (value) => typeof value === 'boolean') && optional(lastSeenTime, Number.isFinite);
  if (type !== 'notes/received' || !Array.isArray(notes) || !fields) return `fields of ${String(type)}`;
  const parsed = parseEach(NoteSchema, notes);
  for (const entry of parsed.dropped) dropped.push(`note ${entry.id ?? `#${entry.index}`}: ${entry.reason}`);
  const taken = parsed.items.map(toCoreNote);
  if (!taken.every((note) => isPositiveId(note.id))) return 'note ids';
  // A list names notes the event carries or the tab holds: an id of neither would set the window's edge.
  const carried = new Set(taken.map((note) => note.id));
  if (listIds !== undefined && !(listIds as number[]).every((id) => carried.has(id) || state?.notes[id] !== undefined)) return 'listIds naming notes nobody holds';
  return { type, notes: taken, listIds, complete, lastSeenTime } as RelayedEvent;
}

/**
 * A relayed list answer or failure as this tab appends it (`own`: ids of notes this tab fetched
 * itself, which a relayed list never leaves out). A list answer keeps the older notes this tab paged
 * in beyond the leader's window (the user scrolled further here); a failure is a background one once
 * this tab shows notes.
 */
function followerEvent(event: Exclude<RelayedEvent, { type: 'notes/removed' }>, state: PanelState, own: ReadonlySet<number>): RelayedEvent {
  if (event.type === 'notes/loadFailed') return { ...event, background: state.client.hasLoaded };
  if (!event.listIds) return event;
  const extended = event.complete ? event : withOwnTail(event, event.listIds, state);
  // Notes this tab fetched itself stay listed: a relayed list only adds to what the tab knows.
  const listIds = extended.listIds ?? event.listIds;
  const listed = new Set(listIds);
  const kept = [...own].filter((id) => !listed.has(id) && state.notes[id] !== undefined);
  return kept.length > 0 ? { ...extended, listIds: [...listIds, ...kept] } : extended;
}

/** The list answer with the older notes this tab paged in beyond the leader's window. */
function withOwnTail(event: Extract<RelayedEvent, { type: 'notes/received' }>, listIds: readonly number[], state: PanelState): Extract<RelayedEvent, { type: 'notes/received' }> {
  const paged = state.client.noteList;
  const from = paged.indexOf(listIds.at(-1) ?? NaN);
  if (paged.length <= listIds.length || from < 0) return event;
  const listed = new Set(listIds);
  const tail = paged.slice(from + 1).filter((id) => !listed.has(id));
  return { ...event, listIds: [...listIds, ...tail], complete: state.client.pagingEnded };
}

/**
 * Notes this tab holds that the leader's whole list (`full`) leaves out although they are newer than
 * its oldest note (or any, when its list is complete): a forged relay put them here, or the leader
 * removed them while this tab heard a forged word instead. A fetched list answer removes such notes
 * the same way (window.ts).
 */
function strays(state: PanelState, event: Extract<RelayedEvent, { type: 'notes/received' }>, own: ReadonlySet<number>): number[] {
  const held = new Set([...event.notes.map((note) => note.id), ...own]);
  const oldest = event.complete || event.notes.length === 0 ? -Infinity : Math.min(...event.notes.map(noteTime));
  return Object.values(state.notes)
    .filter((note) => !held.has(note.id) && noteTime(note) >= oldest)
    .map((note) => note.id);
}

/** Checks and appends one relayed event (`full`: the leader's whole list); false when it was refused (logged). */
export function applyRelayed(context: SyncContext, raw: Record<string, unknown>, full: boolean, own: ReadonlySet<number>): boolean {
  const dropped: string[] = [];
  const event = parseRelayedEvent(raw, dropped, context.state());
  for (const reason of dropped) context.logger.warn(`tabs: dropped relayed ${reason}`);
  if (typeof event === 'string') {
    context.logger.warn(`tabs: dropped a message (event: ${event})`);
    return false;
  }
  if (event.type === 'notes/removed') {
    // A relay never removes the notes this tab fetched itself.
    const ids = event.ids.filter((id) => !own.has(id));
    if (ids.length < event.ids.length) context.logger.warn(`tabs: kept ${event.ids.length - ids.length} own note(s) a relay removed`);
    if (ids.length > 0) context.emit({ ...event, ids });
    return true;
  }
  // Dropped notes are not strays: the leader holds them, they just do not parse here.
  const gone = full && event.type === 'notes/received' && dropped.length === 0 ? strays(context.state(), event, own) : [];
  if (gone.length) context.emit({ type: 'notes/removed', ids: gone });
  const appended = followerEvent(event, context.state(), own);
  // Marked, so what acts once per browser on fetched notes (desktop notifications) leaves them to the leader.
  context.emit(appended.type === 'notes/received' ? { ...appended, relayed: true } : appended);
  return true;
}
