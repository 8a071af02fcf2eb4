// Runs inside the panel's iframe before its own scripts (addInitScript): long-task records, "after
// the next paint" times, and the idle-time preload of the views held back until the cold first open
// has been measured (then the browser's idle time works as in any tab).
// Times are absolute (timeOrigin + now), comparable with the host page's.

/** What the probe keeps in the panel frame. */
export interface Probe {
  longTasks: [start: number, duration: number][];
  /** The last key's event time and the time after the paint that followed it. */
  keys: { key: string; at: number; painted: Promise<number> }[];
  /** Resolves after the next frame is painted. */
  afterPaint(): Promise<number>;
  /** Resolves after the first paint with the panel open and note rows in it. */
  openPainted(): Promise<number>;
  /** What shows now: the open note's text (empty when none is open) and the chosen tab (empty while the rows shown are another tab's). */
  shown(): { note: string; tab: string };
  /**
   * Resolves after the first paint in which `what` differs from `before`: another note's text in
   * the open note (not its loading placeholder), or another tab chosen. The paint, not the DOM change.
   */
  changedPainted(what: 'note' | 'tab', before: string): Promise<number>;
  pending: Promise<unknown> | null;
  /** Steps shown ahead of the core: a prebuilt note flipped in (src/ui/DetailStack.tsx). */
  flips: number;
  /** Filter keys shown ahead of the core: a tab's preview flipped in (src/ui/FilterPreviews.tsx). */
  filterFlips: number;
  /** Lets idle callbacks run again, the held ones first. */
  releaseIdle(): void;
  /** Scrolls the list `step` px a frame until its end (The End) shows. */
  /** `blankFrames`: frames whose list showed no row (nor heading) at its middle, drawn behind the scrolling. */
  scrollToEnd(step: number, limitMs: number): Promise<{ start: number; end: number; frames: number; worstFrame: number; blankFrames: number; reachedEnd: boolean }>;
}

declare global {
  interface Window {
    __probe?: Probe;
  }
}

/** The init script (serialised by Playwright: it may use nothing from outside itself). */
export function installProbe(): void {
  if (!location.pathname.endsWith('/panel.html')) return;
  const now = () => performance.timeOrigin + performance.now();
  // The app loads the views when the browser is idle or on first open; held back here until the
  // cold open is measured, so the first bell click pays for the React chunk as a user who opens at
  // once does. Released after it, the open note's chunk preloads while the list is shown, as it does
  // for a user who reads the list before opening a note.
  const nativeIdle = window.requestIdleCallback.bind(window);
  const held: IdleRequestCallback[] = [];
  window.requestIdleCallback = (callback) => {
    held.push(callback);
    return 0;
  };
  const afterPaint = () =>
    new Promise<number>((resolve) => {
      requestAnimationFrame(() => {
        // A task queued from the frame callback runs once that frame has been produced.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(now());
        channel.port2.postMessage(0);
      });
    });
  // Event Timing: each key's first paint after its handlers ran (entries of 16 ms and more).
  const keyPaints: { start: number; processed: number; painted: number }[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.name === 'keydown') keyPaints.push({ start: performance.timeOrigin + entry.startTime, processed: performance.timeOrigin + entry.processingEnd, painted: performance.timeOrigin + entry.startTime + entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  /** The paint that followed the last key, when `changedAt` was while it was handled. */
  const keyPaint = (changedAt: number): number | null => {
    const key = probe.keys.at(-1);
    const entry = key && keyPaints.find((paint) => Math.abs(paint.start - key.at) < 1 && paint.processed >= changedAt && paint.start <= changedAt);
    return entry ? entry.painted : null;
  };
  const probe: Probe = {
    longTasks: [],
    keys: [],
    afterPaint,
    pending: null,
    flips: 0,
    filterFlips: 0,
    releaseIdle: () => {
      window.requestIdleCallback = nativeIdle;
      for (const callback of held.splice(0)) nativeIdle(callback);
    },
    openPainted: () =>
      new Promise<number>((resolve) => {
        const ready = () => document.querySelector('.wpnc[data-open="true"]') !== null && document.getElementsByClassName('wpnc__row-subject').length > 0;
        if (ready()) return void afterPaint().then(resolve);
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          void afterPaint().then(resolve);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-open'] });
      }),
    shown: () => ({
      // The note people see: a key's step shows a prebuilt one (data-flip) before the core hears of it.
      note: (document.querySelector('.wpnc__detail-slot[data-flip="in"]') ?? document.querySelector('.wpnc__detail-slot:not([aria-hidden]):not([data-flip="out"])') ?? document.getElementById('wpnc-detail-title')?.closest('.wpnc__detail'))?.textContent ?? '',
      // The chosen tab once the rows shown are that tab's too: a filter key's preview (data-flip)
      // marks its tab and shows its rows before the list draws them (src/ui/FilterPreviews.tsx).
      tab: (() => {
        const tab = document.querySelector('[role="tab"][data-flip="in"]') ?? document.querySelector('[role="tab"][aria-selected="true"]:not([data-flip="out"])');
        const rows = document.querySelector('.wpnc__list-preview[data-flip="in"] > ul') ?? document.querySelector('.wpnc__list > ul');
        const name = tab?.id.replace(/^wpnc-tab-/, '') ?? '';
        return name !== '' && rows?.getAttribute('data-filter') === name ? name : '';
      })(),
    }),
    changedPainted: (what, before) =>
      new Promise<number>((resolve) => {
        const ready = () => {
          const now = probe.shown()[what];
          return now !== '' && now !== before;
        };
        // The paint after the change: a task queued from the next frame's callback runs once it has
        // been produced, unless the page queued its own first (the open note hands the core a key's
        // step that way); a change made while the key was handled is in the paint the browser's Event
        // Timing reports for that key, exactly.
        const settle = (changedAt: number) =>
          void afterPaint().then((next) => setTimeout(() => resolve(Math.min(next, keyPaint(changedAt) ?? next)), 100));
        if (ready()) return settle(now());
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          settle(now());
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      }),
    scrollToEnd: (step, limitMs) =>
      new Promise((resolve) => {
        const list = document.querySelector<HTMLElement>('.wpnc__list')!;
        const start = now();
        let last = start;
        let frames = 0;
        let worstFrame = 0;
        let blankFrames = 0;
        let stuckSince = start;
        const tick = () => {
          const time = now();
          worstFrame = Math.max(worstFrame, time - last);
          last = time;
          frames += 1;
          // Blank: no row's box spans the list's middle. Read from the rows' boxes, not a hit test
          // (elementFromPoint cost about 6 ms a frame at ×4, which no reader pays).
          const box = list.getBoundingClientRect();
          const middle = box.top + box.height / 2;
          const rows = list.querySelectorAll('.wpnc__list-item');
          let shown = false;
          for (let index = 0; index < rows.length && !shown; index++) {
            const row = rows[index]!.getBoundingClientRect();
            shown = row.top <= middle && row.bottom > middle && row.height > 0;
          }
          if (!shown) blankFrames += 1;
          const end = document.querySelector('.wpnc__the-end');
          const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 1;
          if (atBottom && end && end.getBoundingClientRect().bottom <= innerHeight + 1) return resolve({ start, end: time, frames, worstFrame, blankFrames, reachedEnd: true });
          // A benchmark must never hang: stuck at the bottom for 5 s (nothing more loads, no The End)
          // or two minutes in all ends the run, reported as not reaching The End.
          if (!atBottom) stuckSince = time;
          if (time - stuckSince > 5000 || time - start > limitMs) return resolve({ start, end: time, frames, worstFrame, blankFrames, reachedEnd: false });
          list.scrollTop += step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  };
  window.__probe = probe;
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element;
      if (target.getAttribute('data-flip') !== 'in') continue;
      if (target.classList.contains('wpnc__detail-slot')) probe.flips += 1;
      if (target.classList.contains('wpnc__list-preview')) probe.filterFlips += 1;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-flip'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push([performance.timeOrigin + entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // Capture phase on the window: before the panel's own key listener.
  addEventListener('keydown', (event) => probe.keys.push({ key: event.key, at: performance.timeOrigin + event.timeStamp, painted: afterPaint() }), true);
}
