import type { I18n } from '@wordpress/i18n';
import { boundedCache } from './bounded-cache.ts';
import { UI_TIMING } from './timing.ts';

/**
 * `i18n` with the translating functions the panel calls (`__`, `_n`; the others as they are)
 * remembering their last `size` answers (SPEC §9: 100), the least recently used dropped first: a
 * list of hundreds of rows asks for the same few labels again on every render. New locale data (a
 * language file that arrives after the first paint) empties the cache, so nothing stale is ever shown.
 */
export function withTranslationCache(i18n: I18n, size: number = UI_TIMING.translationCacheSize): I18n {
  const cache = boundedCache<string>(size);
  // setLocaleData, addLocaleData and resetLocaleData each put a new object in place for the domain.
  const seen = new Map<string, unknown>();
  /**
   * The answer for `key` (the call and its arguments) in `domain`, translated by `translate` once.
   * `T` is @wordpress/i18n's branded string for that call: what the cache holds under `key` is what
   * `translate` returned for it.
   */
  const remembered = <T extends string>(domain: string | undefined, key: readonly unknown[], translate: () => T): T => {
    const name = domain ?? 'default';
    if (seen.has(name) && seen.get(name) !== i18n.getLocaleData(name)) cache.clear();
    return cache.get([...key, name].join('\u0004'), () => {
      const text = translate();
      // Read after translating: the first lookup of a domain creates its (empty) data.
      seen.set(name, i18n.getLocaleData(name));
      return text;
    }) as T;
  };
  return {
    ...i18n,
    __: (text, domain) => remembered(domain, ['__', text], () => i18n.__(text, domain)),
    _n: (single, plural, number, domain) => remembered(domain, ['_n', single, plural, number], () => i18n._n(single, plural, number, domain)),
  };
}
