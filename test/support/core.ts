import { createPanelCore, type PanelCoreOptions } from '../../src/core/core.ts';
import { createVirtualClock } from '../../src/core/clock.ts';
import { createMemoryLogger } from '../../src/core/logger.ts';
import type { Note } from '../../src/core/note.ts';

/** A core on a virtual clock with a memory logger, optionally loaded and opened. */
export function testCore(options: PanelCoreOptions & { notes?: Note[]; open?: boolean; start?: number } = {}) {
  const clock = createVirtualClock(options.start ?? Date.parse('2026-01-01T12:00:00Z'));
  const logger = createMemoryLogger();
  const core = createPanelCore({ clock, logger, ...options });
  if (options.notes) core.append({ type: 'notes/received', notes: options.notes, listIds: options.notes.map((note) => note.id) });
  if (options.open) {
    core.append({ type: 'panel/opened' });
    core.append({ type: 'shortcuts/enabled' });
  }
  return { core, clock, logger, state: () => core.state.value };
}
