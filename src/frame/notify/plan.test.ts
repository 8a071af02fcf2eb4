import { describe, expect, it } from 'vitest';
import { createPlan } from './plan.ts';

const MINUTE = 60_000;

describe('the per-kind minute', () => {
  it('shows a kind\'s first note at once, and a burst as one', () => {
    const plan = createPlan();
    expect(plan.admit('comment', [1], 1000)).toEqual({ show: [1], wakeAt: null });
    expect(plan.admit('like', [2, 3, 4], 1000)).toEqual({ show: [2, 3, 4], wakeAt: null });
    expect(plan.admit('follow', [], 1000)).toEqual({ show: null, wakeAt: null });
  });

  it('holds notes of a kind shown less than a minute ago until the minute ends, then shows them together', () => {
    const plan = createPlan();
    plan.admit('comment', [1], 1000);
    expect(plan.admit('comment', [2], 5000)).toEqual({ show: null, wakeAt: 1000 + MINUTE });
    // Already waiting: the wake-up armed for note 2 serves it too.
    expect(plan.admit('comment', [3], 9000)).toEqual({ show: null, wakeAt: null });
    expect(plan.wake('comment', 1000 + MINUTE, () => true).show).toEqual([2, 3]);
    // That notification starts a new minute.
    expect(plan.admit('comment', [4], 2000 + MINUTE)).toEqual({ show: null, wakeAt: 1000 + 2 * MINUTE });
  });

  it('keeps kinds apart', () => {
    const plan = createPlan();
    plan.admit('comment', [1], 1000);
    expect(plan.admit('like', [2], 2000).show).toEqual([2]);
  });

  it('drops waiting notes that are no longer wanted (read in another tab), and frees the kind when none is left', () => {
    const plan = createPlan();
    plan.admit('comment', [1], 0);
    plan.admit('comment', [2], 10);
    expect(plan.wake('comment', MINUTE, (id) => id !== 2)).toEqual({ show: null, wakeAt: null });
    // No notification went at the wake-up, so the last one is a minute old: the next goes at once.
    expect(plan.admit('comment', [3], MINUTE + 5).show).toEqual([3]);
  });

  it('shows again once the minute has passed, and treats a clock that went back as a new minute', () => {
    const plan = createPlan();
    plan.admit('follow', [1], 10_000);
    expect(plan.admit('follow', [2], 10_000 + MINUTE).show).toEqual([2]);
    expect(plan.admit('follow', [3], 5_000).show).toEqual([3]);
  });

  it('keeps at most 100 ids of a group, the newest', () => {
    const many = Array.from({ length: 150 }, (_, index) => index + 1);
    const show = createPlan().admit('like', many, 0).show;
    expect(show).toHaveLength(100);
    expect(show?.at(-1)).toBe(150);
  });
});
