import { describe, expect, it } from 'vitest';
import { collapseRepeats, compareOutcomes, diffLines } from './outcome.ts';

describe('outcomes', () => {
  it('folds runs of identical lines', () => {
    expect(collapseRepeats(['a', 'a', 'b', 'a', 'a', 'a'])).toEqual(['a (×2)', 'b', 'a (×3)']);
    expect(collapseRepeats([])).toEqual([]);
  });

  it('diffs lines with context, removals before additions', () => {
    const expected = ['1', '2', '3', '4', '5', '6', '7', '8'];
    const actual = ['1', '2', '3', '4', 'five', '6', '7', '8'];
    expect(diffLines(expected, actual)).toEqual(['  …', '  3', '  4', '- 5', '+ five', '  6', '  7', '  …']);
    expect(diffLines(['a'], ['a', 'b'])).toEqual(['  a', '+ b']);
  });

  it('says nothing when outcomes agree and names each part that differs', () => {
    const outcome = { screen: ['s'], apiCalls: ['GET /x → 200'], hostMessages: [] };
    expect(compareOutcomes(outcome, structuredClone(outcome))).toBe('');
    const text = compareOutcomes(outcome, { ...outcome, apiCalls: ['GET /x → 500'] });
    expect(text).toBe('apiCalls differs (- expected, + actual):\n- GET /x → 200\n+ GET /x → 500');
  });
});
