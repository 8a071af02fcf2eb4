// Runs inside a panel's frame before its own scripts (put first in its page's head by the bench's
// site), the same for ours and for the old panel: only the selectors differ. Records when the first row enters the DOM and the frame painted
// after it, and times a key to the paint that shows another note, by Event Timing when the note
// changed while the key was handled (as bench/browser/probe.ts does for ours).
// Times are absolute (timeOrigin + now), comparable with the host page's.

/** Where a panel shows what is timed. */
export interface SideSelectors {
  /** The frame's path (the probe stays out of every other document). */
  path: string;
  /** Every one of these matches: a row of the list is in the DOM of the shown panel. */
  row: string[];
  /** The first of these that matches holds the open note. */
  note: string[];
}

/** What the probe keeps in the frame. */
export interface SideProbe {
  /** The first row in the DOM, and the end of the frame painted after it. */
  firstRow: Promise<{ inDom: number; painted: number }>;
  /** The open note's text ('' when none is open). */
  note(): string;
  /** Call before pressing a key: resolves with the key's time and the paint showing another note. */
  nextNotePainted(): Promise<{ key: number; painted: number; eventTiming: boolean }>;
}

declare global {
  interface Window {
    __sideProbe?: SideProbe;
  }
}

/** The probe (serialised into the page: it may use nothing from outside itself). */
export function installSideProbe(selectors: SideSelectors): void {
  if (location.pathname !== selectors.path) return;
  const now = () => performance.timeOrigin + performance.now();
  const afterPaint = () =>
    new Promise<number>((resolve) => {
      requestAnimationFrame(() => {
        // A task queued from the frame callback runs once that frame has been produced.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(now());
        channel.port2.postMessage(0);
      });
    });
  /** Resolves with the time `ready` first holds (checked at every DOM change). */
  const when = (ready: () => boolean) =>
    new Promise<number>((resolve) => {
      if (ready()) return resolve(now());
      const observer = new MutationObserver(() => {
        if (!ready()) return;
        observer.disconnect();
        resolve(now());
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  const keys: number[] = [];
  addEventListener('keydown', (event) => keys.push(performance.timeOrigin + event.timeStamp), true);
  // Event Timing: each key's first paint after its handlers ran (entries of 16 ms and more).
  const keyPaints: { start: number; processed: number; painted: number }[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.name === 'keydown') keyPaints.push({ start: performance.timeOrigin + entry.startTime, processed: performance.timeOrigin + entry.processingEnd, painted: performance.timeOrigin + entry.startTime + entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const note = () => {
    for (const selector of selectors.note) {
      const found = document.querySelector(selector);
      if (found) return found.textContent ?? '';
    }
    return '';
  };
  const firstRow = when(() => selectors.row.every((selector) => document.querySelector(selector) !== null)).then(async (inDom) => ({ inDom, painted: await afterPaint() }));
  window.__sideProbe = {
    firstRow,
    note,
    nextNotePainted: async () => {
      const before = note();
      const changedAt = await when(() => note() !== '' && note() !== before);
      const next = await afterPaint();
      // The key's Event Timing entry comes after its paint: give it time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const key = keys.at(-1) ?? changedAt;
      // A change made while the key was handled is in the paint Event Timing reports for that key.
      const entry = keyPaints.find((paint) => Math.abs(paint.start - key) < 1 && paint.start <= changedAt && paint.processed >= changedAt);
      return entry ? { key, painted: entry.painted, eventTiming: true } : { key, painted: next, eventTiming: false };
    },
  };
}
