/**
 * The realtime channel without sockets, for running the panel in-process on a virtual clock (the
 * CLI, sync tests): `connect(path, onEvent)` delivers the events a WebSocket client would see
 * ('open', 'message' with JSON text, 'error', 'close'), honouring the same scenario steps.
 */
import { CHANNEL_PATH, createStepSequence } from './realtime.ts';
import { realTimers, type Timers } from './timers.ts';
import type { RealtimeStep } from './scenario.ts';
import type { MockState } from './state.ts';

/** An event as WebSocket-based realtime clients report it. */
export interface LocalRealtimeEvent {
  type: 'open' | 'message' | 'error' | 'close';
  data?: unknown;
}

/** Options of `createLocalRealtime`. */
export interface LocalRealtimeOptions {
  timers?: Timers;
  steps?: readonly RealtimeStep[];
}

/** A channel endpoint with the shape of src/sync's RealtimeConnector. */
export interface LocalRealtime {
  connect(path: string, onEvent: (event: LocalRealtimeEvent) => void): { close(): void };
  /** Open connections. */
  clientCount(): number;
  /** Cuts every open connection (close code 1006). */
  dropAll(): void;
  /** Stops listening to the state. */
  dispose(): void;
}

interface Connection {
  onEvent: (event: LocalRealtimeEvent) => void;
  dropTimer: unknown;
}

/** An in-process channel over `state`: note creations become push frames. */
export function createLocalRealtime(state: Pick<MockState, 'subscribe'>, options: LocalRealtimeOptions = {}): LocalRealtime {
  const timers = options.timers ?? realTimers;
  const nextStep = createStepSequence(options.steps);
  const open = new Set<Connection>();

  const end = (connection: Connection, code: number): void => {
    if (!open.delete(connection)) return;
    if (connection.dropTimer !== undefined) timers.clearTimeout(connection.dropTimer);
    connection.onEvent({ type: 'close', data: { code, reason: '' } });
  };
  const unsubscribe = state.subscribe((change) => {
    if (change.kind !== 'created') return;
    const frame = JSON.stringify({ action: 'push', note_id: change.noteId });
    for (const connection of [...open]) connection.onEvent({ type: 'message', data: frame });
  });

  return {
    connect(path, onEvent) {
      const ours = path.replace(/^\/pinghub/, '') === CHANNEL_PATH;
      const step = ours ? nextStep() : { action: 'refuse' as const, afterMs: 0 };
      const connection: Connection = { onEvent, dropTimer: undefined };
      let cancelled = false;
      // Sockets report asynchronously; so does this, after the caller has its handle.
      queueMicrotask(() => {
        if (cancelled) return;
        if (step.action === 'refuse') {
          onEvent({ type: 'error', data: { message: ours ? 'Unexpected server response: 503' : `Unexpected server response: 404 (${path})` } });
          onEvent({ type: 'close', data: { code: 1006, reason: '' } });
          return;
        }
        open.add(connection);
        if (step.action === 'drop') connection.dropTimer = timers.setTimeout(() => end(connection, 1006), step.afterMs);
        onEvent({ type: 'open' });
      });
      return {
        close() {
          cancelled = true;
          if (connection.dropTimer !== undefined) timers.clearTimeout(connection.dropTimer);
          // The caller closed it: like the sync connector, it is not told again.
          open.delete(connection);
        },
      };
    },
    clientCount: () => open.size,
    dropAll() {
      for (const connection of [...open]) end(connection, 1006);
    },
    dispose: unsubscribe,
  };
}
