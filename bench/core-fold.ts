// Fold throughput and steady memory of the core's event log.
import { createPanelCore } from '../src/core/core.ts';
import { createVirtualClock } from '../src/core/clock.ts';
import type { LoggedEvent, PanelEvent } from '../src/core/events.ts';
import { createMemoryLogger } from '../src/core/logger.ts';
import { foldLog, parseLog } from '../src/core/log.ts';
import { makeNote } from '../test/support/notes.ts';
import { defaultNoteTypes } from '../plugins/notes/index.ts';

function workload(notes: number, count: number): PanelEvent[] {
  const events: PanelEvent[] = [];
  const filters = ['all', 'unread', 'comments', 'likes'] as const;
  for (let index = 0; index < count; index++) {
    const id = (index * 7919) % notes + 1;
    switch (index % 10) {
      case 0: events.push({ type: 'filter/chosen', name: filters[(index / 10) % 4]! }); break;
      case 1: case 2: case 3: events.push({ type: 'note/selected', id }); break;
      case 4: events.push({ type: 'note/unselected' }); break;
      case 5: events.push({ type: 'status/shown', message: 'Saved', kind: 'info' }); break;
      case 6: events.push({ type: 'note/markedRead', ids: [id] }); break;
      case 7: events.push({ type: 'note/hidden', id }); break;
      case 8: events.push({ type: 'note/restored', id }); break;
      default: events.push({ type: 'notes/received', notes: [makeNote({ id, note_hash: index, timestamp: new Date(Date.UTC(2026, 0, 1) - id * 60_000).toISOString() })] });
    }
  }
  return events;
}

function heapMb(): number {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function newCore(logLimit: number) {
  const clock = createVirtualClock();
  const notes = Array.from({ length: 1000 }, (_, index) =>
    makeNote({ id: index + 1, timestamp: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString() }));
  // The shipped note types declare the Comments and Likes tabs the workload chooses.
  const core = createPanelCore({ clock, logger: createMemoryLogger(), logLimit, plugins: defaultNoteTypes });
  core.append({ type: 'notes/received', notes, listIds: notes.map((note) => note.id) });
  return { core, clock };
}

function foldThroughput(): string {
  // Record a 100,000-event log, then fold its export from scratch.
  const { core: recorder } = newCore(200_000);
  for (const event of workload(1000, 100_000)) recorder.append(event);
  const exported = parseLog(recorder.exportLog());
  const events: readonly LoggedEvent[] = exported.events;
  foldLog(exported, recorder.reduce); // warm-up
  const runs = 5;
  const started = performance.now();
  for (let run = 0; run < runs; run++) foldLog(exported, recorder.reduce);
  const seconds = (performance.now() - started) / 1000;
  return `fold: ${events.length.toLocaleString('en')} events over 1,000 notes, ${Math.round((events.length * runs) / seconds).toLocaleString('en')} events/s`;
}

/** Runs the core benchmarks and returns printable rows. */
export function benchCoreFold(): string[] {
  const rows = [foldThroughput()];
  // Live appends (fold + log + bus + effects + signals) with the bound on.
  const load = workload(1000, 100_000);
  const baseline = heapMb();
  const { core, clock } = newCore(5000);
  rows.push(`heap of a core holding 1,000 notes: ${(heapMb() - baseline).toFixed(1)} MB`);
  const appendStarted = performance.now();
  const marks: string[] = [];
  for (let round = 1; round <= 10; round++) {
    for (const event of load) core.append(event);
    clock.advance(60_000);
    if (round === 1 || round === 10) marks.push(`${(round * 100_000).toLocaleString('en')} events: ${(heapMb() - baseline).toFixed(1)} MB`);
  }
  const appendSeconds = (performance.now() - appendStarted) / 1000;
  rows.push(`append (live core, log bound 5,000): ${Math.round(1_000_000 / appendSeconds).toLocaleString('en')} events/s`);
  rows.push(`heap held by the core after ${marks.join('; after ')}`);
  core.dispose();
  return rows;
}
