/**
 * A closed panel left a day under realtime (issue 31): a 5,000-note account, a push a minute, no
 * channel cut. It held 200 → 560 (6 h) → 1,160 (18 h) while the pushes kept putting off the check.
 */
import { expect, it } from 'vitest';
import { SYNC } from '../src/sync/constants.ts';
import { usePlatform } from '../src/sync/testing/harness.ts';
import { holdUnderPushes } from '../src/sync/testing/hold-under-pushes.ts';

const served = usePlatform();

it('holds its window (200) plus the notes pushed since the last check, all day', { timeout: 240_000 }, async () => {
  const held = await holdUnderPushes(served, 5000, 24);
  console.log(`a closed panel, a push a minute, 5,000 notes: held ${held.filter((_, hour) => hour % 6 === 5).join(', ')} at 6, 12, 18, 24 h`);
  expect(held).toHaveLength(24);
  expect(Math.max(...held)).toBeLessThanOrEqual(SYNC.maxNotes + 3);
});
