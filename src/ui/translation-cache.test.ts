import { createI18n } from '@wordpress/i18n';
import { describe, expect, it, vi } from 'vitest';
import { withTranslationCache } from './translation-cache.ts';

describe('the translation cache (SPEC §9: 100 entries)', () => {
  it('answers a repeated string from the cache, keeps the 100 most recently used, and forgets the rest', () => {
    const i18n = createI18n();
    const lookup = vi.spyOn(i18n, '__');
    const cached = withTranslationCache(i18n);
    expect(cached.__('Likes')).toBe('Likes');
    expect(cached.__('Likes')).toBe('Likes');
    expect(lookup).toHaveBeenCalledTimes(1);
    for (let index = 0; index < 99; index++) cached.__(`label ${index}`);
    cached.__('Likes'); // still one of the 100: a hit, and now the most recent
    expect(lookup).toHaveBeenCalledTimes(100);
    cached.__('one more'); // the 101st entry pushes out the least recently used, 'label 0'
    cached.__('Likes');
    expect(lookup).toHaveBeenCalledTimes(101);
    cached.__('label 0');
    expect(lookup).toHaveBeenCalledTimes(102);
  });

  it('keeps plurals, contexts and domains apart', () => {
    const cached = withTranslationCache(createI18n({ '': { domain: 'default', lang: 'fr', plural_forms: 'nplurals=2; plural=n>1;' }, '%d like': ['%d j’aime', '%d j’aime (pl)'] }));
    expect(cached._n('%d like', '%d likes', 1)).toBe('%d j’aime');
    expect(cached._n('%d like', '%d likes', 2)).toBe('%d j’aime (pl)');
    expect(cached._x('Likes', 'filter')).toBe('Likes');
    expect(cached.__('Likes', 'other')).toBe('Likes');
  });

  it('never shows a stale translation once new locale data arrives', () => {
    const i18n = createI18n();
    const cached = withTranslationCache(i18n);
    expect(cached.__('Likes')).toBe('Likes');
    i18n.setLocaleData({ '': { domain: 'default', lang: 'fr' }, Likes: ['J’aime'] });
    expect(cached.__('Likes')).toBe('J’aime');
    cached.setLocaleData({ Likes: ['Mentions J’aime'] });
    expect(cached.__('Likes')).toBe('Mentions J’aime');
  });
});
