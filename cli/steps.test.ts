import { describe, expect, it } from 'vitest';
import { InputError } from './errors.ts';
import { describeStep, formatDuration, parseDuration, parseStep } from './steps.ts';

const check = (condition: unknown, path: readonly (string | number)[], problem: string): asserts condition => {
  if (!condition) throw new InputError('feed.json', path.length, problem);
};
const parse = (raw: unknown) => parseStep(raw, ['steps', 0], 3, { check, actionNames: ['approve'], filters: ['all'] });

describe('steps', () => {
  it('reads durations as milliseconds or with units', () => {
    expect(parseDuration(4500)).toBe(4500);
    expect(parseDuration('4.5s')).toBe(4500);
    expect(parseDuration('1h30m')).toBe(5_400_000);
    expect(parseDuration('1d')).toBe(86_400_000);
    expect(parseDuration('250ms')).toBe(250);
    expect(parseDuration('soon')).toBeNull();
    expect(parseDuration('5 minutes')).toBeNull();
    expect(parseDuration(-1)).toBeNull();
  });

  it('writes durations for people', () => {
    expect(formatDuration(4500)).toBe('4.5 s');
    expect(formatDuration(90_000)).toBe('1 min 30 s');
    expect(formatDuration(7_200_000)).toBe('2 h');
  });

  it('describes steps in one line', () => {
    expect(describeStep({ do: 'perform', action: 'spam', note: 7, tab: 2, line: 1 })).toBe('tab 2: perform spam on note 7');
    expect(describeStep({ do: 'change', note: 7, approved: false, read: true, tab: 1, line: 1 })).toBe('another client changes note 7: approved=false, read=true');
  });

  it('validates steps: kinds, fields, tabs', () => {
    expect(parse({ do: 'perform', action: 'approve', note: 7, tab: 2 })).toEqual({ do: 'perform', action: 'approve', note: 7, tab: 2, line: 3 });
    expect(parse({ do: 'wait', for: '2s' })).toEqual({ do: 'wait', ms: 2000, tab: 1, line: 3 });
    expect(() => parse({ do: 'wait', for: '2s', tab: 2 })).toThrow('step "wait" happens to the platform or the clock, not in a tab: drop "tab"');
    expect(() => parse({ do: 'change', note: 7 })).toThrow('change needs one of approved, read, liked, removed');
    expect(() => parse({ do: 'select' })).toThrow('step "select" needs "note": a note id');
    expect(() => parse(['open'])).toThrow('a step is an object');
  });
});
