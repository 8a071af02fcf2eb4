import { describe, expect, it } from 'vitest';
import { settleEach } from './pool.ts';

describe('settleEach', () => {
  it('never has more than the limit in flight, and says which items failed', async () => {
    let inFlight = 0;
    let most = 0;
    const result = await settleEach([1, 2, 3, 4, 5, 6, 7], async (item) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight -= 1;
      if (item % 3 === 0) throw new Error(`no ${item}`);
    }, 3);
    expect(most).toBe(3);
    expect(result.succeeded.sort()).toEqual([1, 2, 4, 5, 7]);
    expect(result.failed.map(({ item, error }) => [item, (error as Error).message])).toEqual([[3, 'no 3'], [6, 'no 6']]);
  });

  it('does nothing for no items', async () => {
    expect(await settleEach([], () => Promise.reject(new Error('never')))).toEqual({ succeeded: [], failed: [] });
  });
});
