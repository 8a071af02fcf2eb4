import { createI18n, type I18n, type LocaleData } from '@wordpress/i18n';
import { errorMessage, type Logger } from '../core/logger.ts';

/** Where the platform publishes the panel's translations. */
export const LANGUAGE_FILE = (locale: string) => `https://widgets.wp.com/notifications/languages/${locale}-v1.1.json`;

/** Jed locale data from a language file, in either of the shapes the platform has used. */
function localeDataOf(json: unknown): LocaleData | null {
  if (typeof json !== 'object' || json === null) return null;
  const wrapped = (json as { locale_data?: { messages?: unknown } }).locale_data?.messages;
  const data = wrapped ?? json;
  return typeof data === 'object' && data !== null && '' in data ? (data as LocaleData) : null;
}

/**
 * Translations for `locale`: English needs none; any other locale's file is fetched, and any
 * failure keeps English (logged, never shown).
 */
export async function loadTranslations(locale: string, options: { fetch?: typeof fetch; logger: Logger; url?: (locale: string) => string }): Promise<I18n> {
  const i18n = createI18n();
  if (locale === 'en' || locale.startsWith('en-') || locale.startsWith('en_')) return i18n;
  try {
    const response = await (options.fetch ?? fetch)((options.url ?? LANGUAGE_FILE)(locale));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = localeDataOf(await response.json());
    if (!data) throw new Error('not Jed locale data');
    i18n.setLocaleData(data);
  } catch (error) {
    options.logger.warn(`language file for ${locale} not loaded, keeping English: ${errorMessage(error)}`);
  }
  return i18n;
}
