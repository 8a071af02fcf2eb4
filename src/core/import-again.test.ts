import { describe, expect, it } from 'vitest';
import { importAgain } from './import-again.ts';

describe('a chunk imported again', () => {
  it('after a failure naming its URL, is imported under a query of its own, each try anew', async () => {
    const asked: string[] = [];
    let online = false;
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://panel.example/assets/mount-ui-AbC12.js'));
    const again = importAgain(load, (url) => (asked.push(url), online ? Promise.resolve({ mounted: true }) : Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`))));
    await expect(again()).rejects.toThrow('mount-ui');
    await expect(again()).rejects.toThrow('mount-ui');
    online = true;
    await expect(again()).resolves.toEqual({ mounted: true });
    expect(asked).toEqual(['https://panel.example/assets/mount-ui-AbC12.js?again=1', 'https://panel.example/assets/mount-ui-AbC12.js?again=2']);
    // Another importer of the same chunk shares the try that worked: the module runs once.
    const other = importAgain(load, (url) => (asked.push(url), Promise.resolve({ mounted: 'twice' })));
    await expect(other()).rejects.toThrow();
    await expect(other()).resolves.toEqual({ mounted: true });
    expect(asked).toHaveLength(2);
  });

  it('without a URL in the error, asks the bundler again as before', async () => {
    let calls = 0;
    const again = importAgain(() => (++calls === 1 ? Promise.reject(new Error('Importing a module script failed.')) : Promise.resolve('views')), () => Promise.reject(new Error('not used')));
    await expect(again()).rejects.toThrow();
    await expect(again()).resolves.toBe('views');
  });
});
