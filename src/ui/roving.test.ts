import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving.ts';

describe('rovingIndex', () => {
  it('steps with the given arrows and wraps around at both ends', () => {
    expect(rovingIndex('ArrowDown', 1, 3, 'ArrowDown', 'ArrowUp')).toBe(2);
    expect(rovingIndex('ArrowDown', 2, 3, 'ArrowDown', 'ArrowUp')).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 3, 'ArrowDown', 'ArrowUp')).toBe(2);
  });

  it('goes to the ends with Home and End, and leaves other keys (the other axis too) alone', () => {
    expect(rovingIndex('Home', 2, 3, 'ArrowRight', 'ArrowLeft')).toBe(0);
    expect(rovingIndex('End', 0, 3, 'ArrowRight', 'ArrowLeft')).toBe(2);
    expect(rovingIndex('ArrowDown', 0, 3, 'ArrowRight', 'ArrowLeft')).toBeNull();
    expect(rovingIndex('a', 0, 3, 'ArrowRight', 'ArrowLeft')).toBeNull();
  });
});
