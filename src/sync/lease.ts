/**
 * The election where Web Locks are missing: a lease
 * over the BroadcastChannel. The leader says 'lead' every 500 ms; a tab that hears nothing for
 * 1.5 s claims it out loud and leads 100 ms later unless a smaller id claimed too, so a closed
 * leader is replaced within 2 s. The tabs around it pass on only a 'lead' from a tab that answered
 * a ping saying it leads (or its known leader's heartbeat, or a smaller id claiming at the same
 * time): a page posting 'lead' in a made-up name neither keeps the tabs waiting nor unseats the leader.
 */
import type { Timers } from '../core/index.ts';

/** The lease's timing. */
export const LEASE = { heartbeatMs: 500, leaseMs: 1500, claimMs: 100 } as const;

/** What the lease reads and drives in the tabs around it. */
export interface LeaseHost {
  id: string;
  timers: Timers;
  leader(): boolean;
  /** The tab last heard leading, if any. */
  leaderId(): string | null;
  /** Says 'lead' on the channel. */
  announce(): void;
  setLeader(next: boolean): void;
}

/** A running lease: it hears other tabs' 'lead' and 'bye'. */
export interface Lease {
  heard(kind: 'lead' | 'bye', from: string): void;
  /** Whether this tab is claiming the lease right now. */
  claiming(): boolean;
  dispose(): void;
}

const WAIT = 'sync:tabsLease';
const BEAT = 'sync:tabsHeartbeat';

/** Joins the lease; a tab that knows no leader yet waits one heartbeat for an answer to its hello. */
export function createLease(host: LeaseHost): Lease {
  const { timers } = host;
  let claiming = false;

  function heartbeat(): void {
    host.announce();
    timers.schedule(BEAT, LEASE.heartbeatMs, heartbeat);
  }

  function claim(): void {
    claiming = true;
    host.announce();
    timers.schedule(WAIT, LEASE.claimMs, () => {
      claiming = false;
      host.setLeader(true);
      timers.schedule(BEAT, LEASE.heartbeatMs, heartbeat);
    });
  }

  function wait(ms: number): void {
    claiming = false;
    timers.schedule(WAIT, ms, claim);
  }

  wait(host.leaderId() === null ? LEASE.heartbeatMs : LEASE.leaseMs);
  return {
    claiming: () => claiming,
    heard(kind, from) {
      if (kind === 'bye') return void (from === host.leaderId() && claim());
      // Two tabs claim at once, or a frozen leader wakes up: the smaller id keeps the lease.
      if ((host.leader() || claiming) && from > host.id) return;
      timers.cancel(BEAT);
      host.setLeader(false);
      wait(LEASE.leaseMs);
    },
    dispose() {
      timers.cancel(WAIT);
      timers.cancel(BEAT);
    },
  };
}
