/**
 * The realtime side of the loop (SPEC §4): up to 3 attempts, then 120 s of polling, then the count
 * resets. States subscribing, subscribed and unsubscribed (on error, a frame without type, type
 * 'error', or close); a frame of unknown type is reported and the channel kept.
 */
import { errorMessage, type InboxMessage } from '../core/index.ts';
import { REALTIME_PATH, SYNC } from './constants.ts';
import type { SyncContext } from './context.ts';
import type { RealtimeConnection, RealtimeConnector, RealtimeEvent } from './realtime.ts';

const CONNECT_TIMEOUT = 'sync:realtimeConnectTimeout';
const PAUSE = 'sync:realtimePause';

/** What the subscription tells the loop. */
export interface SubscriptionHooks {
  /** Subscribed or unsubscribed: the poll timer must follow. */
  stateChanged(): void;
  /** The pause ended: run the loop now (it subscribes again). */
  wake(): void;
}

/** Subscribes when allowed; `dispose` closes the channel. */
export interface Subscription {
  ensure(): void;
  /** Another tab holds the channel now: close ours, and start afresh if this tab leads again. */
  release(): void;
  dispose(): void;
}

/** Parses a message frame: `{action: 'push', note_id}` or anything else (which fetches the list). */
export function parseRealtimeMessage(data: unknown): InboxMessage | null {
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (value === null || typeof value !== 'object') return null;
  const { action, note_id: noteId } = value as { action?: unknown; note_id?: unknown };
  const id = typeof noteId === 'string' ? Number(noteId) : noteId;
  const message: InboxMessage = { action: typeof action === 'string' ? action : 'unknown' };
  if (typeof id === 'number' && Number.isInteger(id)) message.note_id = id;
  return message;
}

/** Builds the subscription of one engine; without a connector it never subscribes. */
export function createSubscription(context: SyncContext, connector: RealtimeConnector | undefined, hooks: SubscriptionHooks): Subscription {
  const { timers } = context.core;
  let attempts = 0;
  // Events of a channel we already gave up on must not move the state.
  let generation = 0;
  let connection: RealtimeConnection | null = null;

  function closeConnection(): void {
    const open = connection;
    connection = null;
    generation++;
    timers.cancel(CONNECT_TIMEOUT);
    try {
      open?.close();
    } catch (error) {
      context.logger.warn(`closing the realtime channel failed: ${errorMessage(error)}`, error);
    }
  }

  /** Closes the channel and says so, unless it said so already. */
  function close(reason: string): void {
    closeConnection();
    if (context.state().client.realtime !== 'unsubscribed') context.emit({ type: 'realtime/unsubscribed', reason });
  }

  function unsubscribed(reason: string): void {
    close(reason);
    hooks.stateChanged();
  }

  function handle(event: RealtimeEvent | null | undefined): void {
    if (!event || !event.type) return unsubscribed('frame without type');
    switch (event.type) {
      case 'open':
        timers.cancel(CONNECT_TIMEOUT);
        attempts = 0;
        context.emit({ type: 'realtime/subscribed' });
        return hooks.stateChanged();
      case 'message': {
        const message = parseRealtimeMessage(event.data);
        if (!message) context.logger.warn('realtime message is not a JSON object; checking the list instead');
        context.emit({ type: 'inbox/messageReceived', message: message ?? { action: 'unknown' } });
        return hooks.wake();
      }
      case 'error':
        return unsubscribed('error');
      case 'close':
        return unsubscribed('closed');
      default: {
        const message = `unknown realtime event type: ${String(event.type)}`;
        context.logger.error(message);
        context.emit({ type: 'effect/failed', trigger: 'realtime', message });
      }
    }
  }

  function ensure(): void {
    if (!connector || context.isDisposed() || context.state().client.realtime !== 'unsubscribed') return;
    if (attempts >= SYNC.realtimeTries) {
      if (!timers.has(PAUSE)) {
        timers.schedule(PAUSE, SYNC.realtimePauseMs, () => {
          attempts = 0;
          hooks.wake();
        });
      }
      return;
    }
    attempts++;
    const mine = ++generation;
    context.emit({ type: 'realtime/subscribing', attempt: attempts });
    timers.schedule(CONNECT_TIMEOUT, SYNC.connectTimeoutMs, () => {
      if (mine === generation) unsubscribed('timeout');
    });
    try {
      connection = connector.connect(REALTIME_PATH, (event) => {
        if (mine === generation && !context.isDisposed()) handle(event);
      });
    } catch (error) {
      context.logger.warn(`realtime connect failed: ${errorMessage(error)}`, error);
      unsubscribed('error');
    }
  }

  return {
    ensure,
    release() {
      timers.cancel(PAUSE);
      attempts = 0;
      close('another tab leads');
    },
    dispose() {
      closeConnection();
      timers.cancel(PAUSE);
    },
  };
}
