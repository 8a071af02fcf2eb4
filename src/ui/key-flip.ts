import { useLayoutEffect, useMemo, useRef } from 'react';
import type { PanelEvent } from '../core/events.ts';
import { usePanel, type KeyFlipper } from './context.ts';

/** How long a step shown ahead may wait for its frame before the core gets it anyway. */
export const STEP_DEADLINE_MS = 100;

/**
 * A key's step shown before the core hears of it (issue 33): a view that has the step's outcome
 * already drawn and laid out marks what to show and hide with `data-flip` (which React never
 * writes, so its own attributes stay true to its last render), the press paints, and the core gets
 * the step after the paint. One step is held at a time.
 */
export interface KeyFlip {
  /**
   * Marks `marks` and holds `events` until the frame they show in has painted; `taken` says, after
   * the core has them, whether it took the step (refused, the marks go at once).
   */
  hold(marks: readonly (readonly [Element | null, 'in' | 'out'])[], events: readonly PanelEvent[], taken: () => boolean): void;
  /** Hands the core the step held now, if any (before any other key or click is handled). */
  flush(): void;
  /** Takes the marks away: once React has drawn the step, in the same commit (nothing paints between). */
  unflip(): void;
  holding(): boolean;
}

export function createKeyFlip(append: (event: PanelEvent) => void): KeyFlip {
  let held: { events: readonly PanelEvent[]; taken: () => boolean; frame: number; deadline: ReturnType<typeof setTimeout>; timer?: ReturnType<typeof setTimeout> } | null = null;
  let flipped: Element[] = [];
  const unflip = () => {
    for (const element of flipped.splice(0)) element.removeAttribute('data-flip');
  };
  const flush = () => {
    if (!held) return;
    const { events, taken, frame, deadline, timer } = held;
    held = null;
    cancelAnimationFrame(frame);
    clearTimeout(deadline);
    clearTimeout(timer);
    for (const event of events) append(event);
    // Nothing of a refused step may stay (the note or the tab went meanwhile).
    if (!taken()) unflip();
  };
  return {
    hold(marks, events, taken) {
      unflip();
      flipped = [];
      for (const [element, flip] of marks) {
        if (!element) continue;
        element.setAttribute('data-flip', flip);
        flipped.push(element);
      }
      // After the paint: the next frame's callbacks run before it paints, a task queued there after.
      const frame = requestAnimationFrame(() => {
        if (held) held.timer = setTimeout(flush, 0);
      });
      // A frame that never comes (the host hid the frame at once) must not hold the step back.
      held = { events, taken, frame, deadline: setTimeout(flush, STEP_DEADLINE_MS) };
    },
    flush,
    unflip,
    holding: () => held !== null,
  };
}

/**
 * The view's KeyFlip, with `present` offered each key the panel handles while the view is drawn (and
 * while no other step is held): it shows the step with `flip.hold` and says true, or says false.
 */
export function useKeyFlip(present: (events: readonly PanelEvent[], flip: KeyFlip) => boolean): KeyFlip {
  const { core, flippers } = usePanel();
  const flip = useMemo(() => createKeyFlip((event) => core.append(event)), [core]);
  const latest = useRef(present);
  useLayoutEffect(() => {
    latest.current = present;
  });
  useLayoutEffect(() => {
    if (!flippers) return;
    const flipper: KeyFlipper = { flush: flip.flush, present: (events) => !flip.holding() && latest.current(events, flip) };
    flippers.add(flipper);
    return () => {
      flip.flush();
      flippers.delete(flipper);
    };
  }, [flip, flippers]);
  return flip;
}
