/**
 * When desktop notifications go (no clock, no timers: the caller passes `now` and arms the
 * wake-up): at most one per kind a minute. A kind's first notes go at once (one note alone, a
 * burst grouped); notes of a kind that arrive within its minute wait, and go together when the
 * minute ends, without those read or opened meanwhile.
 */
import { NOTIFY_LIMITS, type NotifyKind } from './content.ts';

/** What to do now: the ids to show in one notification (null for none), and when to call `wake` for the kind (null for never). */
export interface PlanStep {
  show: number[] | null;
  wakeAt: number | null;
}

/** The plan of one notifier. */
export interface NotifyPlan {
  /** New notes of one kind (oldest first), arriving together at `now`. */
  admit(kind: NotifyKind, ids: readonly number[], now: number): PlanStep;
  /**
   * The kind's minute ended: its waiting notes that are still `wanted` go in one notification (and
   * start a new minute); when none is, nothing goes and the kind is free again.
   */
  wake(kind: NotifyKind, now: number, wanted: (id: number) => boolean): PlanStep;
}

/** Keeps the newest `NOTIFY_LIMITS.groupIds` of a list. */
const bounded = (ids: number[]) => ids.slice(-NOTIFY_LIMITS.groupIds);

/** A fresh plan: no kind shown yet. */
export function createPlan(): NotifyPlan {
  const lastShownAt = new Map<NotifyKind, number>();
  const waiting = new Map<NotifyKind, number[]>();
  const show = (kind: NotifyKind, ids: number[], now: number): PlanStep => {
    if (ids.length > 0) lastShownAt.set(kind, now);
    return { show: ids.length > 0 ? bounded(ids) : null, wakeAt: null };
  };
  return {
    admit(kind, ids, now) {
      const held = waiting.get(kind);
      const last = lastShownAt.get(kind) ?? -Infinity;
      if (held) waiting.set(kind, bounded([...held, ...ids]));
      // A clock that went back counts as a new minute.
      else if (ids.length > 0 && now >= last && now - last < NOTIFY_LIMITS.perKindMs) {
        waiting.set(kind, bounded([...ids]));
        return { show: null, wakeAt: last + NOTIFY_LIMITS.perKindMs };
      } else return show(kind, [...ids], now);
      return { show: null, wakeAt: null };
    },
    wake(kind, now, wanted) {
      const ids = (waiting.get(kind) ?? []).filter(wanted);
      waiting.delete(kind);
      return show(kind, ids, now);
    },
  };
}
