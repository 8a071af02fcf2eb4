/**
 * A core for tests: on a virtual clock (time moves only when the test says), with a logger that
 * keeps what it is told, optionally with notes already received and the panel open.
 */
import { createVirtualClock, type VirtualClock } from '../src/core/clock.ts';
import { createPanelCore, type PanelCore, type PanelCoreOptions } from '../src/core/core.ts';
import { createMemoryLogger } from '../src/core/logger.ts';
import type { Note } from '../src/core/note.ts';
import type { PanelState } from '../src/core/state.ts';

/** Where a test's clock starts unless told: 2026-01-01 12:00 UTC. */
export const TEST_START = Date.parse('2026-01-01T12:00:00Z');

/** Options of `createTestCore`: the core's own, and what the test starts from. */
export interface TestCoreOptions extends Omit<PanelCoreOptions, 'clock'> {
  /** Notes the core has received already (as a first load would give them). */
  notes?: Note[];
  /** Opens the panel and turns its shortcuts on, as showing it to a user does. */
  open?: boolean;
  /** Where the virtual clock starts, in epoch ms (default `TEST_START`). */
  start?: number;
  /** A clock to share (several cores of one test); `start` is then not used. */
  clock?: VirtualClock;
}

/** A core and what a test reads and moves it with. */
export interface TestCore {
  core: PanelCore;
  /** The core's clock: `clock.advance(ms)` fires the timers that fall due. */
  clock: VirtualClock;
  /** What the core and its plugins logged (`logger.entries`). */
  logger: ReturnType<typeof createMemoryLogger>;
  /** The core's state now. */
  state(): PanelState;
}

/** A core on a virtual clock with a memory logger, optionally loaded and opened. */
export function createTestCore(options: TestCoreOptions = {}): TestCore {
  const { notes, open, start, clock = createVirtualClock(start ?? TEST_START), ...coreOptions } = options;
  const logger = createMemoryLogger();
  const core = createPanelCore({ logger, ...coreOptions, clock });
  if (notes) core.append({ type: 'notes/received', notes, listIds: notes.map((note) => note.id) });
  if (open) {
    core.append({ type: 'panel/opened' });
    core.append({ type: 'shortcuts/enabled' });
  }
  return { core, clock, logger, state: () => core.state.value };
}
