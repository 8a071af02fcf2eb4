import { createI18n, type I18n, type LocaleData } from '@wordpress/i18n';
import { createRealClock, type Clock } from '../core/clock.ts';
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

/** How long the language file may take before the panel gives up on it and stays in English. */
export const LANGUAGE_FILE_TIMEOUT_MS = 3000;

/** Options of `loadTranslations`. */
export interface TranslationOptions {
  fetch?: typeof fetch;
  logger: Logger;
  url?: (locale: string) => string;
  /** The instance the views already render with; the data is applied to it when it arrives. */
  i18n?: I18n;
  /** Times the give-up; the real clock by default. */
  clock?: Clock;
  timeoutMs?: number;
}

/**
 * Translations for `locale`: English needs none; any other locale's file is fetched and applied
 * to `options.i18n` when it arrives, so views render in English at once and switch language then
 * (they follow `i18n.subscribe`). A failure, or a file slower than `timeoutMs`, keeps English
 * (logged, never shown); a file arriving after that is not applied.
 */
export async function loadTranslations(locale: string, options: TranslationOptions): Promise<I18n> {
  const i18n = options.i18n ?? createI18n();
  const data = await fetchLocaleData(locale, options);
  if (data) i18n.setLocaleData(data);
  return i18n;
}

/**
 * The locale data of `locale`'s language file, or null (English, a failure, a file slower than
 * `timeoutMs`: logged, never shown). The iframe app starts this at its first load and applies the
 * data to the views' i18n when they mount, so the first load carries no i18n code.
 */
export async function fetchLocaleData(locale: string, options: Omit<TranslationOptions, 'i18n'>): Promise<LocaleData | null> {
  if (locale === 'en' || locale.startsWith('en-') || locale.startsWith('en_')) return null;
  const clock = options.clock ?? createRealClock();
  const timeoutMs = options.timeoutMs ?? LANGUAGE_FILE_TIMEOUT_MS;
  const abort = new AbortController();
  let timer: unknown;
  const gaveUp = new Promise<never>((_resolve, reject) => {
    timer = clock.setTimeout(() => {
      abort.abort();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  const load = async () => {
    const response = await (options.fetch ?? fetch)((options.url ?? LANGUAGE_FILE)(locale), { signal: abort.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = localeDataOf(await response.json());
    if (!data) throw new Error('not Jed locale data');
    return data;
  };
  try {
    return await Promise.race([load(), gaveUp]);
  } catch (error) {
    options.logger.warn(`language file for ${locale} not loaded, keeping English: ${errorMessage(error)}`);
    return null;
  } finally {
    clock.clearTimeout(timer);
  }
}
