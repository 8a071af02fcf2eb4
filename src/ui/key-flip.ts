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
  hold(marks: readonly (readonly [Element | null, 'in' | 'out'])[], events: readonly PanelEvent[], taken: () => boolean, swap?: FlipSwap): void;
  /** Hands the core the step held now, if any (before any other key or click is handled). */
  flush(): void;
  /** Takes the marks away: once React has drawn the step, in the same commit (nothing paints between). */
  unflip(): void;
  /** After a commit while a step is held: a shown element React took away hands the core the step now, whose answer then shows. */
  check(): void;
  holding(): boolean;
}

/**
 * What a step moves besides its marks, in the frame it shows in: attributes (null removes one), as
 * React will write them once it draws the step, and the focus. A refused step puts them back.
 */
export interface FlipSwap {
  attributes?: readonly (readonly [Element | null, string, string | null])[];
  focus?: HTMLElement | null;
}

/** Applies `swap`; returns what puts it back. */
function applySwap(swap: FlipSwap | undefined): () => void {
  const restore: (() => void)[] = [];
  for (const [element, name, value] of swap?.attributes ?? []) {
    if (!element) continue;
    const old = element.getAttribute(name);
    const set = (to: string | null) => (to === null ? element.removeAttribute(name) : element.setAttribute(name, to));
    set(value);
    restore.unshift(() => set(old));
  }
  const focus = swap?.focus;
  if (focus) {
    const before = focus.ownerDocument.activeElement;
    focus.focus({ preventScroll: true });
    // Last: an element is focusable again once its slot is no longer inert.
    restore.push(() => before instanceof HTMLElement && before.isConnected && before.focus({ preventScroll: true }));
  }
  return () => {
    for (const undo of restore) undo();
  };
}

export function createKeyFlip(append: (event: PanelEvent) => void): KeyFlip {
  let held: { events: readonly PanelEvent[]; taken: () => boolean; frame: number; deadline: ReturnType<typeof setTimeout>; timer?: ReturnType<typeof setTimeout> } | null = null;
  let flipped: Element[] = [];
  let revert: (() => void) | null = null;
  const unflip = () => {
    revert = null;
    for (const element of flipped.splice(0)) element.removeAttribute('data-flip');
  };
  const flush = () => {
    if (!held) return;
    const { events, taken, frame, deadline, timer } = held;
    held = null;
    cancelAnimationFrame(frame);
    clearTimeout(deadline);
    clearTimeout(timer);
    let took = false;
    try {
      for (const event of events) append(event);
      took = taken();
    } finally {
      // Nothing of a refused step may stay (the note or the tab went meanwhile), nor of one that threw.
      if (!took) {
        revert?.();
        unflip();
      }
    }
  };
  return {
    hold(marks, events, taken, swap) {
      unflip();
      flipped = [];
      for (const [element, flip] of marks) {
        if (!element) continue;
        element.setAttribute('data-flip', flip);
        flipped.push(element);
      }
      revert = applySwap(swap);
      // After the paint: the next frame's callbacks run before it paints, a task queued there after.
      const frame = requestAnimationFrame(() => {
        if (held) held.timer = setTimeout(flush, 0);
      });
      // A frame that never comes (the host hid the frame at once) must not hold the step back.
      held = { events, taken, frame, deadline: setTimeout(flush, STEP_DEADLINE_MS) };
    },
    flush,
    unflip,
    check: () => {
      if (held && flipped.some((element) => !element.isConnected)) flush();
    },
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
