/**
 * Creates a plausible note every N seconds on the given timers (a virtual clock in the CLI and
 * tests), cycling through the common types; each creation reaches realtime clients as a push.
 */
import { buildNote, GENERATED_TYPES, type GeneratedType } from './note-factory.ts';
import type { MockNote } from './notes.ts';
import { realTimers, type Timers } from './timers.ts';
import type { MockState } from './state.ts';

/** Options of `createNoteGenerator`. */
export interface NoteGeneratorOptions {
  everySeconds: number;
  /** Default the global timers. */
  timers?: Timers;
  /** Types to cycle through; default every generated type. */
  types?: readonly GeneratedType[];
}

/** A running (or stopped) generator. */
export interface NoteGenerator {
  start(): void;
  stop(): void;
  /** Creates the next note now. */
  tick(): MockNote;
  /** Notes created so far. */
  count(): number;
}

/** A generator over `state`; call `start()` to begin. */
export function createNoteGenerator(state: Pick<MockState, 'createNote'>, options: NoteGeneratorOptions): NoteGenerator {
  if (!(options.everySeconds > 0)) throw new Error(`generator: everySeconds must be > 0, got ${options.everySeconds}`);
  const timers = options.timers ?? realTimers;
  const types = options.types?.length ? options.types : GENERATED_TYPES;
  let created = 0;
  let handle: unknown;

  const tick = (): MockNote => {
    const type = types[created % types.length] as GeneratedType;
    created += 1;
    return state.createNote(buildNote(type, created));
  };
  // One timer at a time, re-armed after each tick: the core's Clock has no setInterval.
  const schedule = (): void => {
    handle = timers.setTimeout(() => {
      tick();
      schedule();
    }, options.everySeconds * 1000);
  };

  return {
    start() {
      if (handle === undefined) schedule();
    },
    stop() {
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
    },
    tick,
    count: () => created,
  };
}
