/**
 * What tabs say to each other over the BroadcastChannel, checked on arrival: any page of the
 * origin can post there, so a message is a payload from outside like an API answer (a relayed
 * event is checked where a follower takes it, follower.ts). Versioned, and each version has its own
 * channel and lock names: tabs of two builds share nothing they cannot read.
 */
import { isPositiveId } from '../core/guards.ts';
import { noteTime, type PanelEvent, type PanelState } from '../core/index.ts';

/** The message format's version; tabs of another version (an older or newer build) are on other names. */
export const TABS_VERSION = 2;

/** The channel's and the leader lock's name for one protocol version. */
export function tabsName(version: number): string {
  return `notes-panel-tabs-v${version}`;
}

/** The events a leader relays to the other tabs. */
export type RelayedEvent = Extract<PanelEvent, { type: 'notes/received' | 'notes/removed' | 'notes/loadFailed' }>;

/**
 * `hello` a tab started or wants the leader's whole list (the leader answers with it), `visible` a
 * follower says, every VISIBLE beat, whether its page shows (the leader's count of it expires), `lead` the
 * sender leads (also the lease's heartbeat), `bye` the leader stops, `check` a follower asks for a
 * check now, `event` the leader relays what it fetched, `list` the ids and hashes the leader holds
 * after each check (a follower that disagrees asks for the list), `ping` asks tab `to` whether it
 * leads and `pong` answers with the ping's nonce (the lease's proof that a tab claiming it exists).
 */
export type TabMessage = { v: number; from: string } & (
  | { kind: 'hello' | 'check' | 'visible'; visible?: unknown; refresh?: unknown }
  | { kind: 'lead' | 'bye' }
  | { kind: 'event'; event: Record<string, unknown>; full?: unknown }
  | { kind: 'list'; ids: number[]; hashes: unknown[] }
  | { kind: 'ping'; to: string; nonce: string }
  | { kind: 'pong'; to: string; nonce: string; leading: boolean }
);

/** The longest sender id, addressee or nonce taken: a tab's own are 11 characters; a 1 MB id is a page's. */
export const MAX_TAB_ID_LENGTH = 64;

/** Whole, positive, each once: note ids as a list may hold them (`[99999, 1, 1, 2]` and `1.5` are not). */
export const isIds = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every(isPositiveId) && new Set(value).size === value.length;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_TAB_ID_LENGTH;

function knownKind(message: Record<string, unknown>): boolean {
  const { kind, event, ids, hashes, to, nonce, leading } = message;
  switch (kind) {
    case 'lead':
    case 'bye':
    case 'hello':
    case 'check':
    case 'visible':
      return true;
    case 'event':
      return !!event && typeof event === 'object';
    case 'list':
      return isIds(ids) && Array.isArray(hashes) && hashes.length === ids.length;
    case 'ping':
      return isText(to) && isText(nonce);
    case 'pong':
      return isText(to) && isText(nonce) && typeof leading === 'boolean';
    default:
      return false;
  }
}

/** A message from the channel with its envelope checked, or why it was refused. */
export function parseTabMessage(data: unknown, version = TABS_VERSION): TabMessage | string {
  const message = (data ?? 0) as Record<string, unknown>;
  const { v, from, kind } = message;
  if (v !== version) return `version ${String(v)}`;
  if (!isText(from)) return 'sender';
  return knownKind(message) ? (message as TabMessage) : `kind ${String(kind)}`;
}

/**
 * What a new tab gets from the leader: the leader's list as one list answer, with every note it
 * holds (pushed ones too), so a follower can drop what the leader does not have (`full`).
 */
export function snapshotEvent(state: PanelState): RelayedEvent {
  const { noteList, pagingEnded, lastSeenTime } = state.client;
  return { type: 'notes/received', notes: Object.values(state.notes), listIds: noteList, complete: pagingEnded, lastSeenTime };
}

/** Notes (held, or the platform's list) as ids and hashes: what a leader sends after each of its checks. */
export function digestOf(notes: readonly { id: number; note_hash?: number | null | undefined }[]): ListDigest {
  return { ids: notes.map((note) => note.id), hashes: notes.map((note) => note.note_hash ?? null) };
}

/** A list as ids and hashes (a hash of a relayed digest is unchecked). */
export interface ListDigest {
  ids: readonly number[];
  hashes: readonly unknown[];
}

/**
 * Whether this tab holds what the digest (the leader's, or the platform's list) lists: every note with
 * its hash, and no note newer than the list's oldest that the list does not have (one a forged relay
 * slipped in). Older notes this tab paged in itself are its own business.
 */
export function agreesWith(state: PanelState, { ids, hashes }: ListDigest): boolean {
  if (!state.client.hasLoaded) return false;
  let oldest = ids.length ? Infinity : -Infinity;
  for (const [index, id] of ids.entries()) {
    const note = state.notes[id];
    if (!note || (note.note_hash ?? null) !== hashes[index]) return false;
    oldest = Math.min(oldest, noteTime(note));
  }
  const listed = new Set(ids);
  return Object.values(state.notes).every((note) => listed.has(note.id) || noteTime(note) < oldest);
}
