/**
 * Whether a tab that says it leads really does: any page of the origin can post `lead` on the
 * channel, so a follower takes a leader only while that tab holds the leader lock (Web Locks: it
 * also holds a lock named after itself, taken inside the leader lock, and `navigator.locks.query()`
 * shows both held by one client) or, under the lease, answers a ping addressed to it saying it leads.
 * Every page of the origin reads the ping's nonce, so a page can answer too: a ping that gets two
 * answers which disagree is contested, and changes nothing (the tab keeps following the leader it
 * had, and takes no new one); the audit (tabs-audit.ts) bounds how long a page's word is believed.
 */
import type { Clock, Timers } from '../core/index.ts';
import type { TabMessage } from './relay.ts';

/** How long a ping waits for its pong (the tab answers in the same task it hears it), and for a second one contradicting it. */
export const PING_MS = 250;
/** The most tabs whose contested answers a tab logs (once each). */
export const MAX_CONTESTED = 16;
/** Pings open at once; past this (a flood of claims under made-up names), a tab keeps what it believes. */
export const MAX_OPEN_PINGS = 16;

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
  warn(message: string): void;
}

/** The checks of one tab. */
export interface Trust {
  /**
   * Whether tab `from` holds the leader lock or the lease now; `believed`: whether this tab follows it
   * already, the answer when a ping is contested. An answer that would change that waits out the ping.
   */
  verify(from: string, believed: boolean): Promise<boolean>;
  /** A pong arrived for some tab. */
  answered(message: Extract<TabMessage, { kind: 'pong' }>): void;
  dispose(): void;
}

/** A ping on its way: to whom, what the tab believes of it, the first answer, whether another contradicted it. */
interface Ping {
  to: string;
  believed: boolean;
  answer: boolean | null;
  contested: boolean;
  resolve(leads: boolean): void;
}

/** The lock a leader holds under its own name, inside the leader lock. */
export const badgeName = (name: string, id: string) => `${name}:${id}`;

/** Builds the checks of one tab. */
export function createTrust(host: TrustHost): Trust {
  // A ping stays here for PING_MS even once answered, to hear a second answer that contradicts the first.
  const pending = new Map<string, Ping>();
  // Tabs whose contested answers were logged (oldest first).
  const contested = new Set<string>();
  const key = (nonce: string) => `sync:tabsPing:${nonce}`;

  function settle(nonce: string, leads: boolean): void {
    const entry = pending.get(nonce);
    if (!entry) return;
    pending.delete(nonce);
    host.timers.cancel(key(nonce));
    entry.resolve(leads);
  }

  function contest(to: string): void {
    if (contested.has(to)) return;
    if (contested.size >= MAX_CONTESTED) contested.delete(contested.values().next().value!);
    contested.add(to);
    host.warn(`tabs: contested answers for ${to}; keeping what this tab knew`);
  }

  function heard(entry: Ping, leading: boolean): void {
    if (entry.answer === null) {
      entry.answer = leading;
      // What the tab believes already: a contradiction later would leave it as it is.
      if (leading === entry.believed) entry.resolve(leading);
    } else if (entry.answer !== leading && !entry.contested) {
      entry.contested = true;
      contest(entry.to);
      entry.resolve(entry.believed);
    }
  }

  async function holdsLock(from: string): Promise<boolean> {
    // A browser with Web Locks but no query (none ships so): nothing to check against.
    if (!host.query) return true;
    const held = (await host.query()).held ?? [];
    const holder = held.find((lock) => lock.name === host.name)?.clientId;
    return holder !== undefined && held.some((lock) => lock.name === badgeName(host.name, from) && lock.clientId === holder);
  }

  let flooded = false;
  function ping(to: string, believed: boolean): Promise<boolean> {
    if (pending.size >= MAX_OPEN_PINGS) {
      if (!flooded) host.warn(`tabs: ${MAX_OPEN_PINGS} pings open; keeping what this tab knew`);
      flooded = true;
      return Promise.resolve(believed);
    }
    flooded = false;
    const nonce = Math.random().toString(36).slice(2);
    return new Promise((resolve) => {
      const entry: Ping = { to, believed, answer: null, contested: false, resolve };
      pending.set(nonce, entry);
      // Unanswered, the tab does not hold the lease (a promise resolves once: an earlier answer stands).
      host.timers.schedule(key(nonce), PING_MS, () => settle(nonce, entry.answer ?? false));
      host.post({ kind: 'ping', to, nonce });
    });
  }

  return {
    verify: (from, believed) => (from === host.id ? Promise.resolve(false) : host.byLease() ? ping(from, believed) : holdsLock(from).catch(() => false)),
    answered(message) {
      const entry = pending.get(message.nonce);
      if (message.to === host.id && entry?.to === message.from) heard(entry, message.leading);
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
  };
  return () => {
    if (on.clock.now() - last >= windowMs) fire();
    else if (!on.timers.has(key)) on.timers.schedule(key, last + windowMs - on.clock.now(), fire);
  };
}
