/**
 * What tabs say to each other over the BroadcastChannel, checked on arrival: any page of the
 * origin can post there, so a message is a payload from outside like an API answer (a relayed
 * event is checked where a follower takes it, follow.ts). Versioned.
 */
import type { PanelEvent, PanelState } from '../core/index.ts';

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
  | { kind: 'hello' | 'check'; visible?: unknown; refresh?: unknown }
  | { kind: 'lead' | 'bye' }
  | { kind: 'event'; event: Record<string, unknown> }
);

/** A message from the channel with its envelope checked, or why it was refused. */
export function parseTabMessage(data: unknown): TabMessage | string {
  const message = (data ?? 0) as Record<string, unknown>;
  const { v, from, kind, event } = message;
  if (v !== TABS_VERSION) return `version ${String(v)}`;
  if (typeof from !== 'string' || !from) return 'sender';
  const known = kind === 'lead' || kind === 'bye' || kind === 'hello' || kind === 'check' || (kind === 'event' && !!event && typeof event === 'object');
  return known ? (message as TabMessage) : `kind ${String(kind)}`;
}

/** What a new tab gets from the leader: the leader's list as one list answer. */
export function snapshotEvent(state: PanelState): RelayedEvent {
  const { noteList, pagingEnded, lastSeenTime } = state.client;
  const notes = noteList.flatMap((id) => (state.notes[id] ? [state.notes[id]] : []));
  return { type: 'notes/received', notes, listIds: noteList, complete: pagingEnded, lastSeenTime };
}
