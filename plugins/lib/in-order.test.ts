import { describe, expect, it } from 'vitest';
import type { EffectContext } from '../../src/core/index.ts';
import { inOrder } from './in-order.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('inOrder', () => {
  it('runs tasks of one key one after another, even after a failure; other keys and other cores do not wait', async () => {
    const core = {} as EffectContext;
    const other = {} as EffectContext;
    const seen: string[] = [];
    const task = (name: string, fail = false) => async () => {
      seen.push(`${name} start`);
      await tick();
      seen.push(`${name} end`);
      if (fail) throw new Error(name);
    };
    const all = [
      inOrder(core, 'approve:1', task('a', true)).catch(() => undefined),
      inOrder(core, 'approve:1', task('b')),
      inOrder(core, 'approve:2', task('c')),
      inOrder(other, 'approve:1', task('d')),
    ];
    await Promise.all(all);
    expect(seen.indexOf('b start')).toBeGreaterThan(seen.indexOf('a end'));
    expect(seen.indexOf('c start')).toBeLessThan(seen.indexOf('a end'));
    expect(seen.indexOf('d start')).toBeLessThan(seen.indexOf('a end'));
  });
});
