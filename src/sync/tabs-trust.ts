/**
 * Whether a tab that says it leads really does: any page of the origin can post `lead` on the
 * channel, so a follower takes a leader only while that tab holds the leader lock (Web Locks: it
 * also holds a lock named after itself, taken inside the leader lock, and `navigator.locks.query()`
 * shows both held by one client) or, under the lease, answers a ping addressed to it saying it leads.
 */
import type { Clock, Timers } from '../core/index.ts';
import type { TabMessage } from './relay.ts';

/** How long a ping waits for its pong: the tab answers in the same task it hears it. */
export const PING_MS = 250;

/** The part of `navigator.locks.query()` the check reads. */
export interface LockSnapshot {
  held?: readonly { name?: string | undefined; clientId?: string | undefined }[] | undefined;
}

/** What the check needs from the tabs around it. */
export interface TrustHost {
  id: string;
  /** The leader lock's name. */
  name: string;
  timers: Timers;
  query: (() => Promise<LockSnapshot>) | undefined;
  /** Whether this tab elects by lease (no Web Locks, or refused): leaders are then checked by ping. */
  byLease(): boolean;
  post(message: { kind: 'ping'; to: string; nonce: string }): void;
}

/** The checks of one tab. */
export interface Trust {
  /** Whether tab `from` holds the leader lock or the lease now. */
  verify(from: string): Promise<boolean>;
  /** A pong arrived for some tab. */
  answered(message: Extract<TabMessage, { kind: 'pong' }>): void;
  dispose(): void;
}

/** The lock a leader holds under its own name, inside the leader lock. */
export const badgeName = (name: string, id: string) => `${name}:${id}`;

/** Builds the checks of one tab. */
export function createTrust(host: TrustHost): Trust {
  const pending = new Map<string, { to: string; resolve: (leads: boolean) => void }>();
  const key = (nonce: string) => `sync:tabsPing:${nonce}`;

  function settle(nonce: string, leads: boolean): void {
    const entry = pending.get(nonce);
    if (!entry) return;
    pending.delete(nonce);
    host.timers.cancel(key(nonce));
    entry.resolve(leads);
  }

  async function holdsLock(from: string): Promise<boolean> {
    // A browser with Web Locks but no query (none ships so): nothing to check against.
    if (!host.query) return true;
    const held = (await host.query()).held ?? [];
    const holder = held.find((lock) => lock.name === host.name)?.clientId;
    return holder !== undefined && held.some((lock) => lock.name === badgeName(host.name, from) && lock.clientId === holder);
  }

  function ping(to: string): Promise<boolean> {
    const nonce = Math.random().toString(36).slice(2);
    return new Promise((resolve) => {
      pending.set(nonce, { to, resolve });
      host.timers.schedule(key(nonce), PING_MS, () => (settle(nonce, false), null));
      host.post({ kind: 'ping', to, nonce });
    });
  }

  return {
    verify: (from) => (from === host.id ? Promise.resolve(false) : host.byLease() ? ping(from) : holdsLock(from).catch(() => false)),
    answered(message) {
      if (message.to === host.id && pending.get(message.nonce)?.to === message.from) settle(message.nonce, message.leading);
    },
    dispose() {
      for (const nonce of [...pending.keys()]) settle(nonce, false);
    },
  };
}

/**
 * `run` now, or once at the end of the window when it ran less than `windowMs` ago: what a burst of
 * messages (forged ones too) makes a tab do is bounded by time, not by the burst.
 */
export function throttled(on: { clock: Clock; timers: Timers }, key: string, windowMs: number, run: () => void): () => void {
  let last = -Infinity;
  const fire = () => {
    last = on.clock.now();
    run();
    return null;
  };
  return () => {
    if (on.clock.now() - last >= windowMs) fire();
    else if (!on.timers.has(key)) on.timers.schedule(key, last + windowMs - on.clock.now(), fire);
  };
}
