import { describe, expect, it } from 'vitest';
import { boundedCache } from './bounded-cache.ts';

describe('boundedCache', () => {
  it('makes an answer once, and drops the least recently used beyond its size', () => {
    const cache = boundedCache<string>(2);
    let made = 0;
    const get = (key: string) => cache.get(key, () => `${key}${++made}`);
    expect(get('a')).toBe('a1');
    expect(get('b')).toBe('b2');
    expect(get('a')).toBe('a1'); // a is now the most recently used
    expect(get('c')).toBe('c3'); // drops b
    expect(get('a')).toBe('a1');
    expect(get('b')).toBe('b4');
    expect(made).toBe(4);
    cache.clear();
    expect(get('a')).toBe('a5');
  });
});
