/**
 * The platform's realtime channel: a real WebSocket server (`ws`) on the note channel that pushes
 * `{ action: 'push', note_id }` to every client when a note is created. Scenario steps (or tests)
 * make it refuse or drop connections, so reconnect and polling fallbacks can be exercised.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RealtimeStep } from './scenario.ts';
import type { MockState } from './state.ts';
import { realTimers, type Timers } from './timers.ts';

/** The channel the panel subscribes to. */
import { REALTIME_PATH } from '../src/sync/constants.ts';

/** The panel's own channel path, so the mock and the client can never disagree on it. */
export const CHANNEL_PATH = REALTIME_PATH;

export { realTimers, type Timers } from './timers.ts';

/** Hands out what to do with each connection attempt, step by step; then 'accept'. */
export function createStepSequence(steps: readonly RealtimeStep[] = []): () => { action: RealtimeStep['action']; afterMs: number } {
  const queue = steps.map((step) => ({ ...step, left: step.times ?? Infinity }));
  return () => {
    const step = queue.find((candidate) => candidate.left > 0);
    if (!step) return { action: 'accept', afterMs: 0 };
    step.left -= 1;
    return { action: step.action, afterMs: step.afterMs ?? 0 };
  };
}

/** Options of `createRealtimeServer`. */
export interface RealtimeServerOptions {
  timers?: Timers;
  /** Scenario steps for connection attempts. */
  steps?: readonly RealtimeStep[];
}

/** The realtime server, attached to an HTTP server's `upgrade` event. */
export interface RealtimeServer {
  /** Takes an upgrade for the channel (also under /pinghub); false when the path is not ours. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends `{ action: 'push', note_id }`; returns how many clients got it. */
  push(noteId: number): number;
  /** Sends any JSON frame to every client. */
  broadcast(message: unknown): number;
  /** Cuts every open connection abruptly (no close frame), as a network drop does. */
  dropAll(): void;
  /** Refuses the next `count` connection attempts (Infinity: all) with a 503. */
  refuseNext(count: number): void;
  clientCount(): number;
  /** Connection attempts seen so far, refused ones included. */
  attempts(): number;
  close(): Promise<void>;
}

/** A realtime server over `state`: note creations become pushes. */
export function createRealtimeServer(state: Pick<MockState, 'subscribe'>, options: RealtimeServerOptions = {}): RealtimeServer {
  const timers = options.timers ?? realTimers;
  const nextStep = createStepSequence(options.steps);
  const wss = new WebSocketServer({ noServer: true });
  const dropTimers = new Set<unknown>();
  let refusals = 0;
  let attemptCount = 0;

  const broadcast = (message: unknown): number => {
    const frame = JSON.stringify(message);
    let sent = 0;
    for (const client of wss.clients) {
      if (client.readyState !== client.OPEN) continue;
      client.send(frame);
      sent += 1;
    }
    return sent;
  };
  const unsubscribe = state.subscribe((change) => {
    if (change.kind === 'created') broadcast({ action: 'push', note_id: change.noteId });
  });
  const refuse = (socket: Duplex): void => {
    socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    socket.destroy();
  };
  const scheduleDrop = (client: WebSocket, afterMs: number): void => {
    const handle = timers.setTimeout(() => {
      dropTimers.delete(handle);
      client.terminate();
    }, afterMs);
    dropTimers.add(handle);
  };

  return {
    handleUpgrade(request, socket, head) {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/^\/pinghub/, '');
      if (path !== CHANNEL_PATH) return false;
      attemptCount += 1;
      const step = refusals > 0 ? { action: 'refuse' as const, afterMs: 0 } : nextStep();
      if (refusals > 0) refusals -= 1;
      if (step.action === 'refuse') {
        refuse(socket);
        return true;
      }
      wss.handleUpgrade(request, socket, head, (client) => {
        wss.emit('connection', client, request);
        if (step.action === 'drop') scheduleDrop(client, step.afterMs);
      });
      return true;
    },
    push: (noteId) => broadcast({ action: 'push', note_id: noteId }),
    broadcast,
    dropAll() {
      for (const client of wss.clients) client.terminate();
    },
    refuseNext(count) {
      refusals = count;
    },
    clientCount: () => [...wss.clients].filter((client) => client.readyState === client.OPEN).length,
    attempts: () => attemptCount,
    close() {
      unsubscribe();
      for (const handle of dropTimers) timers.clearTimeout(handle);
      dropTimers.clear();
      for (const client of wss.clients) client.terminate();
      return new Promise((resolve, reject) => wss.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
