// The bounds a feed's numbers must keep: a run plays on a virtual clock in-process, so a number the
// feed decides (a wait, a count, a rate, a date) is also how long the run takes and how much it holds.
// Each keeps a real feed's range with room to spare; beyond it a feed is refused in one line.

/** The longest single `wait`: a week of virtual time. */
export const MAX_WAIT_MS = 7 * 86_400_000;
/** The most virtual time a feed's waits may add up to: a month. */
export const MAX_RUN_MS = 31 * 86_400_000;
/** The most notes `generate` builds (the panel holds 200; more only makes a platform to page through). */
export const MAX_GENERATED = 5_000;
/** `generate.everyMinutes` at most: a year between two notes. */
export const MAX_EVERY_MINUTES = 525_600;
/** `generateEverySeconds`: a new note at most once a second, at least once a year. */
export const GENERATE_EVERY_SECONDS = { min: 1, max: 31_536_000 } as const;
/** Times a feed's dates may take, epoch ms: 1970 to the end of 9999 (four-digit years, as the platform writes them). */
export const TIME_RANGE = { min: 0, max: Date.UTC(9999, 11, 31, 23, 59, 59) } as const;
