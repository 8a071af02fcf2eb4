// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PRELOAD_META, preloadFirstOpen } from './preload.ts';

afterEach(() => {
  document.head.replaceChildren();
});

describe('preloading the first open', () => {
  it('asks for the chunk and its stylesheet the built page names, together and at low priority', () => {
    const meta = document.createElement('meta');
    meta.name = PRELOAD_META;
    meta.content = '/assets/mount-ui-a1.js /assets/mount-ui-b2.css';
    document.head.append(meta);
    preloadFirstOpen(document);
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href'), link.getAttribute('fetchpriority'), link.getAttribute('crossorigin')]);
    expect(links).toEqual([
      ['modulepreload', null, '/assets/mount-ui-a1.js', 'low', ''],
      ['preload', 'style', '/assets/mount-ui-b2.css', 'low', ''],
    ]);
  });

  it('asks for nothing where the page names nothing (development)', () => {
    preloadFirstOpen(document);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
