/**
 * One realtime connection per browser: the tabs of an origin elect a leader, and only the leader
 * holds the channel and polls; it relays what it fetched to the others over a BroadcastChannel.
 * The election is an exclusive Web Lock (the browser hands it to a waiting tab the moment the
 * leader's tab closes); without Web Locks, a lease (lease.ts). Without BroadcastChannel every
 * tab leads itself, as before.
 */
import type { Disposer } from '../core/index.ts';
import type { SyncContext } from './context.ts';
import { applyRelayed } from './follow.ts';
import { createLease, type Lease, type LeaseHost } from './lease.ts';
import { TABS_VERSION, parseTabMessage, snapshotEvent, type RelayedEvent, type TabMessage } from './relay.ts';

/** The part of the Web Locks API the election uses (`navigator.locks`). */
export interface TabLocks {
  request(name: string, callback: (lock: unknown) => Promise<void>): Promise<unknown>;
}

/** The part of BroadcastChannel the tabs use. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** The browser's capabilities the tabs use: `navigator.locks` and `BroadcastChannel`, either may be missing. */
export interface TabsOptions {
  locks?: TabLocks | undefined;
  BroadcastChannel?: (new (name: string) => TabChannel) | undefined;
  /** This tab's id (random by default); the lease goes to the smallest id when two tabs claim it. */
  id?: string;
}

/** The channel's and the lock's name. */
export const TABS_NAME = 'notes-panel-tabs';

/** What the engine does when the role changes or another tab asks. */
export interface TabsHooks {
  /** This tab leads now: subscribe and check at once, so nothing is missed since the last leader's check. */
  lead(): void;
  /** Another tab leads: close the channel, stop polling. */
  follow(): void;
  /** A follower asked for a check (it was opened or shown, or its host asked to refresh). */
  check(refresh: boolean): void;
  /** A relayed event was appended: tell the host the count. */
  report(): void;
}

/** The tabs of one engine. */
export interface Tabs {
  /** Starts the election (leading at once without a channel). */
  start(): void;
  leading(): boolean;
  /** A follower asks the leader for a check, saying whether this tab is visible. */
  ask(refresh: boolean): void;
  /** Whether a follower said it is visible: the leader then checks for it even while its own tab is hidden. */
  othersVisible(): boolean;
  dispose: Disposer;
}

const RELAYED = ['notes/received', 'notes/removed', 'notes/loadFailed'] as const;

/** Starts the election; the engine syncs only while `leading()`. */
export function createTabs(context: SyncContext, options: TabsOptions | undefined, hooks: TabsHooks): Tabs {
  const Channel = options?.BroadcastChannel;
  if (!Channel) {
    return { start: hooks.lead, leading: () => true, ask: () => undefined, othersVisible: () => false, dispose: () => undefined };
  }
  const { core, logger } = context;
  const id = options.id ?? Math.random().toString(36).slice(2);
  const channel = new Channel(TABS_NAME);
  const visible = new Map<string, boolean>();
  let leader = false;
  let leaderId: string | null = null;
  let lease: Lease | null = null;
  let release: (() => void) | null = null;
  let following = Promise.resolve();
  const post = (message: Omit<TabMessage, 'v' | 'from'> & Record<string, unknown>) => channel.postMessage({ v: TABS_VERSION, from: id, ...message });
  const isVisible = () => context.state().ui.isVisible;

  function setLeader(next: boolean): void {
    if (next === leader || context.isDisposed()) return;
    leader = next;
    context.emit({ type: 'tabs/leadershipChanged', leader });
    if (!leader) return hooks.follow();
    // The last leader's tab is gone: its visibility no longer counts.
    if (leaderId !== null) visible.delete(leaderId);
    leaderId = id;
    post({ kind: 'lead' });
    hooks.lead();
  }

  function receive(message: TabMessage): void {
    switch (message.kind) {
      case 'hello':
      case 'check':
        visible.set(message.from, message.visible === true);
        if (!leader) return;
        if (message.kind === 'check') return message.visible === true || message.refresh === true ? hooks.check(message.refresh === true) : undefined;
        post({ kind: 'lead' });
        if (context.state().client.hasLoaded) post({ kind: 'event', event: snapshotEvent(context.state()) });
        return;
      case 'bye':
        visible.delete(message.from);
        // With Web Locks the browser hands the lock on by itself.
        return lease?.heard('bye', message.from);
      case 'lead':
        // A lock holder hears no rival but a forged one.
        if (leader && !lease) return;
        lease?.heard('lead', message.from);
        if (!leader) leaderId = message.from;
        return;
      case 'event': {
        if (leader || message.from !== leaderId) return logger.warn(`tabs: ignored ${String(message.event.type)} from ${message.from}, not the leader`);
        const { event } = message;
        // One after another, in the order the leader sent them.
        following = following.then(() =>
          context.run('follow', async () => {
            if (applyRelayed(context, event)) hooks.report();
          }),
        );
      }
    }
  }

  channel.addEventListener('message', ({ data }) => {
    if (context.isDisposed()) return;
    const message = parseTabMessage(data);
    if (typeof message === 'string') logger.warn(`tabs: dropped a message (${message})`);
    else receive(message);
  });

  const relays = RELAYED.map((type) =>
    core.effects.on(type, ({ seq: _seq, at: _at, ...event }) => {
      if (leader) post({ kind: 'event', event: event as RelayedEvent });
    }),
  );

  function electByLease(): void {
    const host: LeaseHost = { id, timers: core.timers, leader: () => leader, leaderId: () => leaderId, announce: () => post({ kind: 'lead' }), setLeader };
    lease = createLease(host);
  }

  function start(): void {
    post({ kind: 'hello', visible: isVisible() });
    if (!options?.locks) return electByLease();
    options.locks
      .request(TABS_NAME, () => {
        // The lock is held until this promise settles: on dispose, or by the browser when the tab closes.
        const held = new Promise<void>((resolve) => (release = resolve));
        if (context.isDisposed()) release?.();
        else setLeader(true);
        return held;
      })
      .catch((error: unknown) => {
        logger.warn(`tabs: Web Locks refused (${String(error)}), electing by lease`);
        electByLease();
      });
  }

  return {
    start,
    leading: () => leader,
    ask: (refresh) => post({ kind: 'check', visible: isVisible(), refresh }),
    othersVisible: () => [...visible.values()].includes(true),
    dispose() {
      relays.forEach((off) => off());
      lease?.dispose();
      if (leader) post({ kind: 'bye' });
      release?.();
      channel.close();
    },
  };
}
