/** A closed panel under realtime for hours (issue 31): the figures the unit test and the slow day check. */
import { makeNote, makeNotes } from '../../../test/support/notes.ts';
import { SYNC } from '../constants.ts';
import { createFakeRealtime } from './fake-realtime.ts';
import { START, startSync, type usePlatform } from './harness.ts';
import { createFakePlatform } from './platform.ts';

/**
 * A closed panel on an account of `total` notes, its window raised to the 200 cap, a push a minute
 * for `hours` with no channel cut; returns the notes held after each hour.
 */
export async function holdUnderPushes(platforms: ReturnType<typeof usePlatform>, total: number, hours: number): Promise<number[]> {
  const platform = platforms.use(createFakePlatform(makeNotes(total, START - 60_000)));
  const realtime = createFakeRealtime();
  const run = startSync({ realtime: realtime.connector });
  realtime.open();
  await run.advance(0);
  run.core.append({ type: 'notes/requestLimitRaised', limit: SYNC.maxNotes });
  run.sync.refresh();
  await run.advance(0);
  run.core.append({ type: 'panel/closed' });
  const held: number[] = [];
  for (let minute = 1; minute <= hours * 60; minute++) {
    const id = 1_000_000 + minute;
    platform.add(makeNote({ id, timestamp: new Date(run.clock.now()).toISOString() }));
    realtime.push(id);
    // 10 s steps: nothing here is timed finer, and a day in 1 s steps costs much more test time.
    for (let step = 0; step < 6; step++) {
      run.clock.advance(10_000);
      await run.sync.idle();
    }
    if (minute % 60 === 0) held.push(Object.keys(run.state().notes).length);
  }
  run.sync.dispose();
  return held;
}
