/** The UI's own timings and limits (SPEC §9); the core's are in src/core/state.ts (LIMITS). */
export const UI_TIMING = {
  /** The list hands its scroll position on this long after scrolling stops (the scroll end). */
  scrollEndMs: 200,
  /** Focus that did not take (the frame still hidden, the target not there yet) is tried once more after this. */
  focusRetryMs: 300,
  /** Hover or keyboard focus this long before a tooltip shows, so passing the pointer over shows none. */
  tooltipDelayMs: 700,
  /** Translated strings remembered, least recently used dropped first. */
  translationCacheSize: 100,
} as const;
