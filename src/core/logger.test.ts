import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsoleLogger } from './logger.ts';

afterEach(() => vi.restoreAllMocks());

describe('console logger', () => {
  it('says debug lines unless told not to; warnings and errors always', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createConsoleLogger('[t]').debug('one');
    const quiet = createConsoleLogger('[t]', { debug: false });
    quiet.debug('two', { detail: 1 });
    quiet.warn('three');
    expect(debug.mock.calls).toEqual([['[t]', 'one']]);
    expect(warn.mock.calls).toEqual([['[t]', 'three']]);
  });
});
