import type { I18n } from '@wordpress/i18n';

/** Languages written right to left (the platform's own list, by primary subtag). */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** Whether a locale (en, pt-br, ar, he_IL) is written right to left. */
export function isRtlLocale(locale: string | undefined): boolean {
  const language = (locale ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.has(language);
}

/** The panel's text direction: from its locale at once, or from the language file's own say. */
export function panelDirection(locale: string | undefined, i18n: Pick<I18n, 'isRTL'>): 'rtl' | 'ltr' {
  return isRtlLocale(locale) || i18n.isRTL() ? 'rtl' : 'ltr';
}

/**
 * Left and right arrows follow the reading direction: in a right-to-left panel the list sits on
 * the other side, so the key that points at the detail (or back at the list) is the mirrored one.
 */
export function logicalArrowKey(key: string, direction: 'rtl' | 'ltr'): string {
  if (direction === 'ltr') return key;
  if (key === 'ArrowLeft') return 'ArrowRight';
  if (key === 'ArrowRight') return 'ArrowLeft';
  return key;
}
