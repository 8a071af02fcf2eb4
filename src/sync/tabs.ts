/**
 * One realtime connection per browser: the tabs of an origin elect a leader, and only the leader
 * holds the channel and polls; it relays what it fetched to the others over a BroadcastChannel.
 * The election is an exclusive Web Lock (the browser hands it to a waiting tab the moment the
 * leader's tab closes); without Web Locks, a lease the leader renews every 500 ms and the others
 * take after 1.5 s of silence. Without BroadcastChannel every tab leads itself, as before.
 */
import type { Disposer } from '../core/index.ts';
import type { SyncContext } from './context.ts';
import { TABS_VERSION, followerEvent, parseTabMessage, snapshotEvent, type RelayedEvent, type TabMessage } from './relay.ts';

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

/** The lease's timing (fallback without Web Locks): a leader silent for `leaseMs` is replaced. */
export const TABS = { name: 'notes-panel-tabs', heartbeatMs: 500, leaseMs: 1500, claimMs: 100 } as const;

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
  const { timers } = core;
  const id = options.id ?? Math.random().toString(36).slice(2);
  const channel = new Channel(TABS.name);
  const visible = new Map<string, boolean>();
  let leader = false;
  let claiming = false;
  let leaderId: string | null = null;
  let lease = !options.locks;
  let release: (() => void) | null = null;
  const post = (message: Omit<TabMessage, 'v' | 'from'> & Record<string, unknown>) => channel.postMessage({ v: TABS_VERSION, from: id, ...message });
  const isVisible = () => context.state().ui.isVisible;

  function heartbeat(): null {
    post({ kind: 'lead' });
    timers.schedule('sync:tabsHeartbeat', TABS.heartbeatMs, heartbeat);
    return null;
  }

  function setLeader(next: boolean): void {
    if (next === leader || context.isDisposed()) return;
    leader = next;
    context.emit({ type: 'tabs/leadershipChanged', leader });
    if (!leader) {
      timers.cancel('sync:tabsHeartbeat');
      return hooks.follow();
    }
    leaderId = id;
    timers.cancel('sync:tabsLease');
    if (lease) heartbeat();
    else post({ kind: 'lead' });
    hooks.lead();
  }

  // A lease is claimed out loud first: tabs claiming together hear each other, and the smallest id goes on.
  function claim(): null {
    claiming = true;
    post({ kind: 'lead' });
    timers.schedule('sync:tabsLease', TABS.claimMs, () => (setLeader(true), null));
    return null;
  }

  // A follower's wait for the leader's next sign of life; silence past it means the leader is gone.
  function awaitLeader(ms: number): void {
    claiming = false;
    if (lease && !leader) timers.schedule('sync:tabsLease', ms, claim);
  }

  function receive(message: TabMessage): void {
    switch (message.kind) {
      case 'hello':
      case 'check':
        visible.set(message.from, message.visible);
        if (!leader) return;
        if (message.kind === 'check') return message.visible || message.refresh ? hooks.check(message.refresh === true) : undefined;
        post({ kind: 'lead' });
        if (context.state().client.hasLoaded) post({ kind: 'event', event: snapshotEvent(context.state()) });
        return;
      case 'lead':
        // Two tabs claimed the lease at once: the smaller id keeps it.
        if (leader && !lease) return;
        if ((leader || claiming) && message.from > id) return;
        leaderId = message.from;
        setLeader(false);
        return void awaitLeader(TABS.leaseMs);
      case 'bye':
        visible.delete(message.from);
        // With Web Locks the browser hands the lock on by itself; a lease is taken at once.
        if (lease && message.from === leaderId) claim();
        return;
      case 'event':
        if (leader || message.from !== leaderId) return logger.warn(`tabs: ignoring ${message.event.type} from ${message.from}, not the leader`);
        context.emit(followerEvent(message.event, context.state()));
        return hooks.report();
    }
  }

  channel.addEventListener('message', ({ data }) => {
    if (context.isDisposed()) return;
    const dropped: string[] = [];
    const message = parseTabMessage(data, dropped);
    for (const reason of dropped) logger.warn(`tabs: dropped a malformed relayed ${reason}`);
    if (typeof message === 'string') logger.warn(`tabs: dropped a malformed message (${message})`);
    else receive(message);
  });

  const relays = RELAYED.map((type) =>
    core.effects.on(type, ({ seq: _seq, at: _at, ...event }) => {
      if (leader) post({ kind: 'event', event: event as RelayedEvent });
    }),
  );

  function electByLease(): void {
    lease = true;
    // A leader answers the hello at once; nobody answering within a heartbeat means there is none.
    awaitLeader(TABS.heartbeatMs);
  }

  function start(): void {
    post({ kind: 'hello', visible: isVisible() });
    if (!options?.locks) return electByLease();
    options.locks
      .request(TABS.name, () => {
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
      timers.cancel('sync:tabsLease');
      timers.cancel('sync:tabsHeartbeat');
      if (leader) post({ kind: 'bye' });
      release?.();
      channel.close();
    },
  };
}
