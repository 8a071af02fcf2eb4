import { describe, expect, it } from 'vitest';
import { untilFailed } from './once.ts';

describe('untilFailed', () => {
  it('starts once and gives every caller the same answer', async () => {
    let starts = 0;
    const load = untilFailed(async () => ++starts);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
    expect(starts).toBe(1);
  });

  it('hands a failure to the callers waiting for it, then starts afresh', async () => {
    let starts = 0;
    const load = untilFailed(async () => {
      starts += 1;
      if (starts === 1) throw new Error('chunk missing');
      return 'loaded';
    });
    const waiting = [load(), load()];
    await expect(waiting[0]).rejects.toThrow('chunk missing');
    await expect(waiting[1]).rejects.toThrow('chunk missing');
    expect(await load()).toBe('loaded');
    expect(starts).toBe(2);
  });
});
