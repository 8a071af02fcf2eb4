import type { I18n } from '@wordpress/i18n';
import { UI_TIMING } from './timing.ts';

type Translator = (...args: never[]) => string;

/**
 * `i18n` with its translating functions (`__`, `_x`, `_n`, `_nx`) remembering their last `size`
 * answers (SPEC §9: 100), the least recently used dropped first: a list of hundreds of rows asks
 * for the same few labels again on every render. New locale data (a language file that arrives
 * after the first paint) empties the cache, so nothing stale is ever shown.
 */
export function withTranslationCache(i18n: I18n, size: number = UI_TIMING.translationCacheSize): I18n {
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const cache = new Map<string, string>();
  // setLocaleData, addLocaleData and resetLocaleData each put a new object in place for the domain.
  const seen = new Map<string, unknown>();
  const cached = <T extends Translator>(name: string, translate: T, domainAt: number): T =>
    ((...args: unknown[]) => {
      const domain = typeof args[domainAt] === 'string' ? (args[domainAt] as string) : 'default';
      if (seen.has(domain) && seen.get(domain) !== i18n.getLocaleData(domain)) cache.clear();
      const key = `${name}\u0004${args.map(String).join('\u0004')}`;
      const hit = cache.get(key);
      if (hit !== undefined) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const text = (translate as unknown as (...values: unknown[]) => string)(...args);
      // Read after translating: the first lookup of a domain creates its (empty) data.
      seen.set(domain, i18n.getLocaleData(domain));
      cache.set(key, text);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return text;
    }) as unknown as T;
  return {
    ...i18n,
    __: cached('__', i18n.__, 1),
    _x: cached('_x', i18n._x, 2),
    _n: cached('_n', i18n._n, 3),
    _nx: cached('_nx', i18n._nx, 4),
  };
}
