/**
 * Which notes become desktop notifications, and when (issue 34). Runs in every tab whose host opted
 * in and whose person turned them on, but acts only on notes this tab fetched itself (the tabs'
 * leader, src/sync/tabs.ts; a follower's are relayed), so one browser shows each note once, whether
 * they came by the realtime channel, a poll while it was down, or the catch-up of a new leader; only
 * for notes that arrive while it runs, unread, newer than the last-seen time, of a kind the person wants, while
 * this tab's panel is closed or the tab hidden. A note read or removed anywhere closes its
 * notification (other tabs' reads reach this tab's state through storage).
 */
import { effect } from '@preact/signals-core';
import type { PanelCore } from '../../core/core.ts';
import { noteTime, type Note } from '../../core/note.ts';
import { isUnread } from '../../core/visible.ts';
import { groupNotification, notifyKindOf, NOTIFY_LIMITS, singleNotification, type NotificationContent, type NotifyKind } from './content.ts';
import { createPlan, type PlanStep } from './plan.ts';

/** What the notifier needs. */
export interface NotifierOptions {
  core: PanelCore;
  /** Asks the host to show a notification (replacing one with the same tag). */
  show(content: NotificationContent): void;
  /** Asks the host to close one. */
  close(tag: string): void;
  kindOn(kind: NotifyKind): boolean;
  /** "`count` new notifications", translated. */
  groupTitle(count: number): string;
}

/** Starts watching; returns how to stop (its timers too). */
export function startNotifier(options: NotifierOptions): () => void {
  const { core } = options;
  const { clock } = core.services;
  const initial = core.state.peek();
  // Notes already here when it starts (or in the first load) were never news to announce. The
  // platform's note ids grow: a note is new when its id is above every id seen so far (a changed
  // note keeps its id; older pages have smaller ones), so one number remembers them all.
  let primed = initial.client.hasLoaded;
  let newestId = Math.max(0, ...Object.keys(initial.notes).map(Number));
  const plan = createPlan();
  const wakeTimers = new Map<NotifyKind, unknown>();
  /** Shown notifications by tag, with the notes each stands for, oldest first. */
  const open = new Map<string, number[]>();

  const active = () => {
    const state = core.state.peek();
    return !state.ui.isPanelOpen || !state.ui.isVisible;
  };
  // A note's kind follows the tab its note type puts it in, as the list decides it.
  const kindOf = (note: Note) => notifyKindOf(note, core.registry.filterOf(note));
  const wanted = (id: number) => {
    const state = core.state.peek();
    const note = state.notes[id];
    return note !== undefined && isUnread(state, note) && noteTime(note) > state.client.lastSeenTime * 1000 && options.kindOn(kindOf(note));
  };
  const show = (kind: NotifyKind, ids: number[]) => {
    const notes = core.state.peek().notes;
    const found = ids.map((id) => notes[id]).filter((note): note is Note => note !== undefined);
    if (found.length === 0) return;
    // The latest: the newest time; of notes in the same second, the highest id (the platform's ids grow).
    const latest = found.reduce((newest, note) => (noteTime(note) - noteTime(newest) || note.id - newest.id) > 0 ? note : newest);
    const content = found.length === 1 ? singleNotification(latest) : groupNotification(kind, options.groupTitle(found.length), latest);
    open.delete(content.tag);
    open.set(content.tag, found.map((note) => note.id));
    if (open.size > NOTIFY_LIMITS.openNotifications) open.delete(open.keys().next().value!);
    options.show(content);
  };
  const apply = (kind: NotifyKind, step: PlanStep) => {
    if (step.show) show(kind, step.show);
    if (step.wakeAt === null) return;
    clock.clearTimeout(wakeTimers.get(kind));
    const timer = clock.setTimeout(() => {
      wakeTimers.delete(kind);
      // The panel opened meanwhile (the person sees them) or the notes were read: nothing goes.
      apply(kind, plan.wake(kind, clock.now(), (id) => active() && wanted(id)));
    }, Math.max(0, step.wakeAt - clock.now()));
    wakeTimers.set(kind, timer);
  };

  const offReceived = core.bus.on('notes/received', (event) => {
    const fresh = event.notes.filter((note) => note.id > newestId).sort((a, b) => noteTime(a) - noteTime(b) || a.id - b.id);
    newestId = Math.max(newestId, ...event.notes.map((note) => note.id));
    if (!primed) return void (primed = true);
    if (event.relayed || !active()) return;
    const byKind = new Map<NotifyKind, number[]>();
    for (const note of fresh) {
      if (!wanted(note.id)) continue;
      const kind = kindOf(note);
      byKind.set(kind, [...(byKind.get(kind) ?? []), note.id]);
    }
    for (const [kind, ids] of byKind) apply(kind, plan.admit(kind, ids, clock.now()));
  });
  const offReads = effect(() => {
    const state = core.state.value;
    for (const [tag, ids] of open) {
      if (ids.some((id) => state.notes[id] !== undefined && isUnread(state, state.notes[id]))) continue;
      open.delete(tag);
      options.close(tag);
    }
  });
  return () => {
    offReceived();
    offReads();
    for (const timer of wakeTimers.values()) clock.clearTimeout(timer);
  };
}
