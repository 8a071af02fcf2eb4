/**
 * One realtime connection per browser: the tabs of an origin elect a leader, and only the leader
 * holds the channel and polls; it relays what it fetched to the others over a BroadcastChannel.
 * The election is an exclusive Web Lock (the browser hands it to a waiting tab the moment the
 * leader's tab closes); without Web Locks, a lease (lease.ts). Without BroadcastChannel every
 * tab leads itself, as before. Names carry the protocol version, so tabs of two builds never wait
 * on each other; and a tab that no leader of its version serves within a few seconds (a page of
 * the origin squats the lock, say) syncs by itself while it keeps waiting to lead.
 */
import type { Disposer } from '../core/index.ts';
import type { SyncContext } from './context.ts';
import { applyRelayed } from './follower.ts';
import { createLease, type Lease, type LeaseHost } from './lease.ts';
import { TABS_VERSION, agreesWith, digestOf, parseTabMessage, snapshotEvent, tabsName, type RelayedEvent, type TabMessage } from './relay.ts';
import { startAudit } from './tabs-audit.ts';
import { badgeName, createTrust, throttled, type LockSnapshot } from './tabs-trust.ts';

/** The part of the Web Locks API the election uses (`navigator.locks`). */
export interface TabLocks {
  request(name: string, callback: (lock: unknown) => Promise<void>): Promise<unknown>;
  query?(): Promise<LockSnapshot>;
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
  /** The protocol version this tab speaks (TABS_VERSION); another one only to play a tab of another build in tests. */
  version?: number | undefined;
}

/** The channel's and the lock's name. */
export const TABS_NAME = tabsName(TABS_VERSION);

/** The tabs' timing. */
export const TABS = {
  /** A follower that no leader of its version serves within this long syncs by itself. */
  fallbackMs: 3000,
  /** The leader answers hellos and checks at most once per this long: a burst gets one answer now and one at its end. */
  answerMs: 2000,
  /** Under the lease a follower asks its leader this often whether it still leads (a page may beat in its name). */
  recheckMs: 5000,
  /** A visible follower says so this often; the leader forgets a visible word older than `visibleMs`. */
  visibleBeatMs: 20_000,
  visibleMs: 60_000,
  /** The most tabs whose visibility the leader keeps (a page may say hello under 50,000 names). */
  maxVisible: 32,
  /** The most leaders a tab stops believing (each caught relaying what the platform does not list). */
  maxDistrusted: 16,
} as const;

/** What the engine does when the role changes or another tab asks. */
export interface TabsHooks {
  /** This tab syncs now (it leads, or no leader serves it): subscribe and check at once. */
  lead(): void;
  /** Another tab leads and serves this one: close the channel, stop polling. */
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
  /** Whether this tab syncs: it leads, or syncs by itself for want of a leader. */
  leading(): boolean;
  /** A follower asks the leader for a check, saying whether this tab is visible. */
  ask(refresh: boolean): void;
  /** The leader checked: it tells the followers what it holds. */
  fetched(): void;
  /** Whether a follower said it is visible: the leader then checks for it even while its own tab is hidden. */
  othersVisible(): boolean;
  dispose: Disposer;
}

const RELAYED = ['notes/received', 'notes/removed', 'notes/loadFailed'] as const;
const FALLBACK = 'sync:tabsFallback';
const VISIBLE_BEAT = 'sync:tabsVisible';
const RECHECK = 'sync:tabsRecheck';

/** Starts the election; the engine syncs only while `leading()`. */
export function createTabs(context: SyncContext, options: TabsOptions | undefined, hooks: TabsHooks): Tabs {
  const Channel = options?.BroadcastChannel;
  if (!Channel) {
    const alone = { start: hooks.lead, leading: () => true, ask: () => undefined, fetched: () => undefined, othersVisible: () => false };
    return { ...alone, dispose: () => undefined };
  }
  const { core, logger } = context;
  const { timers, clock } = core.services;
  const id = options.id ?? Math.random().toString(36).slice(2);
  const version = options.version ?? TABS_VERSION;
  const name = tabsName(version);
  const channel = new Channel(name);
  // Tabs that said they are visible, with when they last said so (oldest first).
  const visible = new Map<string, number>();
  // Leaders caught relaying what the platform does not list: their leads are not taken again.
  const distrusted = new Set<string>();
  // Notes this tab fetched itself: a relay never removes them (follower.ts).
  const own = new Set<number>();
  let relaying = false;
  // `leader`: holds the lock or the lease; `solo`: syncs without either, no leader serving it.
  let leader = false;
  let solo = false;
  // A tab checked to hold the lock or the lease: only its relays are taken.
  let leaderId: string | null = null;
  let lease: Lease | null = null;
  const releases: (() => void)[] = [];
  let following = Promise.resolve();
  let checking = Promise.resolve();
  const post = (message: Omit<TabMessage, 'v' | 'from'> & Record<string, unknown>) => channel.postMessage({ v: version, from: id, ...message });
  const isVisible = () => context.state().ui.isVisible;
  const trust = createTrust({ id, name, timers, query: options.locks?.query?.bind(options.locks), byLease: () => lease !== null || !options.locks, post, warn: (message) => logger.warn(message) });

  const throttle = (key: string, run: () => void) => throttled({ clock, timers }, key, TABS.answerMs, run);
  let refreshAsked = false;
  const answerHello = throttle('sync:tabsAnswer', () => {
    if (!leader || context.isDisposed()) return;
    post({ kind: 'lead' });
    if (context.state().client.hasLoaded) post({ kind: 'event', event: snapshotEvent(context.state()), full: true });
  });
  const answerCheck = throttle('sync:tabsCheck', () => {
    const refresh = refreshAsked;
    refreshAsked = false;
    if (leader && !context.isDisposed()) hooks.check(refresh);
  });
  const askList = throttle('sync:tabsAskList', () => post({ kind: 'hello', visible: isVisible() }));

  function sawVisible(from: string, isShown: boolean): void {
    visible.delete(from);
    if (!isShown) return;
    visible.set(from, clock.now());
    if (visible.size > TABS.maxVisible) visible.delete(visible.keys().next().value!);
  }

  function othersVisible(): boolean {
    for (const [from, at] of visible) if (clock.now() - at > TABS.visibleMs) visible.delete(from);
    return visible.size > 0;
  }

  function visibleBeat(): void {
    if (!leader && !solo && isVisible()) post({ kind: 'visible', visible: true });
    timers.schedule(VISIBLE_BEAT, TABS.visibleBeatMs, visibleBeat);
  }

  function distrust(from: string): void {
    if (distrusted.size >= TABS.maxDistrusted) distrusted.delete(distrusted.values().next().value!);
    distrusted.add(from);
    if (leaderId === from) leaderId = null;
    if (leader || solo || context.isDisposed()) return;
    solo = true;
    hooks.lead();
  }

  function setLeader(next: boolean): void {
    if (next === leader || context.isDisposed()) return;
    leader = next;
    solo = false;
    context.emit({ type: 'tabs/leadershipChanged', leader });
    if (!leader) return hooks.follow();
    timers.cancel(FALLBACK);
    // The last leader's tab is gone: its visibility no longer counts.
    if (leaderId !== null) visible.delete(leaderId);
    leaderId = id;
    post({ kind: 'lead' });
    hooks.lead();
  }

  /** No leader of this version served this tab within `fallbackMs` of its asking: it syncs by itself. */
  function watch(): void {
    if (leader) return;
    timers.schedule(FALLBACK, TABS.fallbackMs, () => {
      // Not a tracked run: a ping waits on the clock, which `idle()` must not wait for.
      const current = leaderId;
      void (current === null ? Promise.resolve(false) : trust.verify(current, true)).then((leads) => {
        if (!leads && leaderId === current) leaderId = null;
        if (leader || solo || context.isDisposed() || (leaderId !== null && context.state().client.hasLoaded)) return;
        solo = true;
        logger.warn(`tabs: no leader of version ${version} within ${TABS.fallbackMs} ms: syncing alone, still waiting to lead`);
        hooks.lead();
      });
    });
  }

  /** A tab says it leads: taken once it is checked to hold the lock or the lease. */
  function heardLead(from: string): void {
    // A lock holder hears no rival but a forged one.
    if (from === id || (leader && !lease)) return;
    if (distrusted.has(from)) return logger.warn(`tabs: ignored lead from ${from} (distrusted)`);
    // The leader's heartbeat; a smaller id claiming at the same time as this tab wins at once.
    if (from === leaderId || (lease?.claiming() && from < id)) return lease?.heard('lead', from);
    // What the leader sends right behind its `lead` waits for the check (follow).
    checking = trust.verify(from, false).then((leads) => {
      if (context.isDisposed() || (leader && !lease)) return;
      if (!leads) return logger.warn(`tabs: ignored lead from ${from}: no lock, no lease`);
      lease?.heard('lead', from);
      if (leader) return;
      leaderId = from;
      // Syncing by itself: the leader's whole list tells it that it is served again (follow).
      if (solo) askList();
    });
  }

  /** A relayed event or digest, taken only from the checked leader, one after another in the order sent. */
  function follow(message: Extract<TabMessage, { kind: 'event' | 'list' }>): void {
    // The check of the leader that sent it first (outside the run: a ping waits on the clock).
    following = following.then(() => checking.catch(() => undefined)).then(() =>
      context.run('follow', async () => {
        if (leader || message.from !== leaderId) {
          const what = message.kind === 'list' ? 'list' : String(message.event.type);
          return logger.warn(`tabs: ignored ${what} from ${message.from}, not the leader`);
        }
        if (message.kind === 'list') return agreesWith(context.state(), message) ? served() : askList();
        relaying = true;
        let applied: boolean;
        try {
          applied = applyRelayed(context, message.event, message.full === true, own);
        } finally {
          relaying = false;
        }
        if (!applied) return;
        hooks.report();
        served();
      }),
    );
  }

  /** The leader serves this tab: it stops syncing by itself. */
  function served(): void {
    if (!solo || leader) return;
    solo = false;
    logger.debug(`tabs: ${String(leaderId)} leads and serves this tab again`);
    hooks.follow();
  }

  function receive(message: TabMessage): void {
    switch (message.kind) {
      case 'visible':
        return sawVisible(message.from, message.visible === true);
      case 'hello':
      case 'check':
        sawVisible(message.from, message.visible === true);
        if (!leader) return;
        if (message.kind === 'hello') return answerHello();
        if (message.visible !== true && message.refresh !== true) return;
        refreshAsked ||= message.refresh === true;
        return answerCheck();
      case 'ping':
        return message.to === id ? post({ kind: 'pong', to: message.from, nonce: message.nonce, leading: leader }) : undefined;
      case 'pong':
        return trust.answered(message);
      case 'bye':
        visible.delete(message.from);
        // With Web Locks the browser hands the lock on by itself; a lease leader that still answers did not leave.
        if (lease && message.from === leaderId) void trust.verify(message.from, true).then((leads) => (leads ? undefined : lease?.heard('bye', message.from)));
        return;
      case 'lead':
        return heardLead(message.from);
      case 'list':
      case 'event':
        return leader ? undefined : follow(message);
    }
  }

  channel.addEventListener('message', ({ data }) => {
    if (context.isDisposed()) return;
    const message = parseTabMessage(data, version);
    if (typeof message === 'string') logger.warn(`tabs: dropped a message (${message})`);
    else receive(message);
  });

  const ownFetches = core.effects.on('notes/received', (event) => {
    if (relaying) return;
    for (const note of event.notes) own.add(note.id);
    // Only held notes matter: the set is cut back to them when it outgrows the panel's window.
    if (own.size > 1000) for (const noteId of own) if (!context.state().notes[noteId]) own.delete(noteId);
  });

  const relays = RELAYED.map((type) =>
    core.effects.on(type, ({ seq: _seq, at: _at, ...event }) => {
      if (leader) post({ kind: 'event', event: event as RelayedEvent });
    }),
  );

  /** Under the lease: a leader that no longer answers is dropped, so beats posted in its name no longer hold the lease. */
  function recheck(): void {
    const current = leaderId;
    if (!leader && current !== null) {
      void trust.verify(current, true).then((leads) => {
        if (leads || leaderId !== current || context.isDisposed()) return;
        leaderId = null;
        logger.warn(`tabs: ${current} no longer answers for the lease`);
      });
    }
    timers.schedule(RECHECK, TABS.recheckMs, recheck);
  }

  function electByLease(): void {
    const host: LeaseHost = { id, timers, leader: () => leader, leaderId: () => leaderId, announce: () => post({ kind: 'lead' }), setLeader };
    lease = createLease(host);
    timers.schedule(RECHECK, TABS.recheckMs, recheck);
  }

  /** Holds lock `lockName` until dispose (or the tab closes), calling `held` once it is granted. */
  function hold(locks: TabLocks, lockName: string, held: () => void): Promise<unknown> {
    return locks.request(lockName, () => {
      const holding = new Promise<void>((resolve) => releases.push(resolve));
      if (context.isDisposed()) releases.forEach((release) => release());
      else held();
      return holding;
    });
  }

  const stopAudit = startAudit(context, { followed: () => (leader || solo ? null : leaderId), askCheck: () => post({ kind: 'check', visible: isVisible(), refresh: true }), distrust });

  function start(): void {
    post({ kind: 'hello', visible: isVisible() });
    timers.schedule(VISIBLE_BEAT, TABS.visibleBeatMs, visibleBeat);
    watch();
    const locks = options?.locks;
    if (!locks) return electByLease();
    // The leader lock, then a lock under this tab's name inside it: what followers check a `lead` against.
    hold(locks, name, () => void hold(locks, badgeName(name, id), () => setLeader(true)).catch((error: unknown) => logger.warn(`tabs: no badge lock (${String(error)})`))).catch(
      (error: unknown) => {
        logger.warn(`tabs: Web Locks refused (${String(error)}), electing by lease`);
        electByLease();
      },
    );
  }

  return {
    start,
    leading: () => leader || solo,
    ask(refresh) {
      post({ kind: 'check', visible: isVisible(), refresh });
      // Asked and unanswered: the leader may have gone quiet for good.
      if (!solo) watch();
    },
    fetched() {
      if (leader) post({ kind: 'list', ...digestOf(Object.values(context.state().notes)) });
    },
    othersVisible,
    dispose() {
      relays.forEach((off) => off());
      ownFetches();
      stopAudit();
      for (const key of [VISIBLE_BEAT, FALLBACK, RECHECK]) timers.cancel(key);
      lease?.dispose();
      trust.dispose();
      if (leader) post({ kind: 'bye' });
      releases.forEach((release) => release());
      channel.close();
    },
  };
}
