/**
 * The sample language files the mock platform serves, so `?locale=fr` and `?locale=ar` show a
 * translated (and, for Arabic, right-to-left) panel with no network. Jed format, as the platform's.
 * `?locale=qps-ploc` is the pseudo-locale, made from the French file (see pseudo-locale.ts).
 */
import { http, type HttpHandler } from 'msw';
import ar from '../fixtures/languages/ar-v1.1.json' with { type: 'json' };
import fr from '../fixtures/languages/fr-v1.1.json' with { type: 'json' };
import { pseudoLanguageFile, PSEUDO_LOCALE } from './pseudo-locale.ts';
import { json } from './respond.ts';

/** Language files by locale. */
export const LANGUAGE_FILES: Readonly<Record<string, unknown>> = { ar, fr, [PSEUDO_LOCALE]: pseudoLanguageFile(fr) };

/** Where the local platform serves a language file (the frame asks here when its API is local). */
export const languageFilePath = (locale: string) => `/notifications/languages/${locale}-v1.1.json`;

/** GET /notifications/languages/{locale}-v1.1.json: the sample file, or 404 for other locales. */
export function createLanguageHandlers(base: string): HttpHandler[] {
  return [
    http.get(`${base}/notifications/languages/:file`, ({ params }) => {
      const locale = /^([a-z]{2,3}(?:[-_][A-Za-z0-9]+)*)-v1\.1\.json$/.exec(String(params.file))?.[1];
      const file = locale !== undefined && Object.hasOwn(LANGUAGE_FILES, locale) ? LANGUAGE_FILES[locale] : undefined;
      return file === undefined ? json({ error: 'unknown_locale', message: `No language file for ${String(params.file)}` }, 404) : json(file);
    }),
  ];
}
