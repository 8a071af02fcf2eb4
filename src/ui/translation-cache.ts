import type { I18n } from '@wordpress/i18n';
import { boundedCache } from './bounded-cache.ts';
import { UI_TIMING } from './timing.ts';

type Translator = (...args: never[]) => string;

/**
 * `i18n` with its translating functions (`__`, `_x`, `_n`, `_nx`) remembering their last `size`
 * answers (SPEC §9: 100), the least recently used dropped first: a list of hundreds of rows asks
 * for the same few labels again on every render. New locale data (a language file that arrives
 * after the first paint) empties the cache, so nothing stale is ever shown.
 */
export function withTranslationCache(i18n: I18n, size: number = UI_TIMING.translationCacheSize): I18n {
  const cache = boundedCache<string>(size);
  // setLocaleData, addLocaleData and resetLocaleData each put a new object in place for the domain.
  const seen = new Map<string, unknown>();
  const cached = <T extends Translator>(name: string, translate: T, domainAt: number): T =>
    ((...args: unknown[]) => {
      const domain = typeof args[domainAt] === 'string' ? (args[domainAt] as string) : 'default';
      if (seen.has(domain) && seen.get(domain) !== i18n.getLocaleData(domain)) cache.clear();
      return cache.get(`${name}\u0004${args.join('\u0004')}`, () => {
        const text = (translate as unknown as (...values: unknown[]) => string)(...args);
        // Read after translating: the first lookup of a domain creates its (empty) data.
        seen.set(domain, i18n.getLocaleData(domain));
        return text;
      });
    }) as unknown as T;
  return {
    ...i18n,
    __: cached('__', i18n.__, 1),
    _x: cached('_x', i18n._x, 2),
    _n: cached('_n', i18n._n, 3),
    _nx: cached('_nx', i18n._nx, 4),
  };
}
