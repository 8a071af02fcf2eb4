import { isListOf, isRecordOf } from './guards.ts';

/**
 * A plugin's translations: per locale as the platform names its language files (fr, pt-br, ar),
 * each English message the plugin shows with its translation, or (a message given to `_n`) its
 * plural forms in the order the language file's plural rule numbers them.
 */
export type PluginWords = { readonly [locale: string]: { readonly [english: string]: string | readonly string[] } };

/** The bounds of a plugin's words: locales, messages in one locale, plural forms, characters of a text. */
export const WORDS_LIMITS = { locales: 100, messages: 300, forms: 6, length: 1000 } as const;

// Lower case, parts joined by hyphens: the platform's names (pt-br), which the panel's locale is read as.
const LOCALE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/;

/** The name a panel's locale (pt_BR, fr) has among plugins' words (pt-br, fr). */
export const wordsLocale = (locale: string) => locale.toLowerCase().replace(/_/g, '-');

/** What is wrong with a plugin's `words`, or null: the registry refuses the plugin with it. */
export function wordsProblem(words: unknown): string | null {
  const { locales, messages, forms, length } = WORDS_LIMITS;
  const fits = (text: unknown) => typeof text === 'string' && text !== '' && text.length <= length;
  // One sentence says the whole shape (its bytes are the first load's), and `wrong` where it broke.
  let wrong = 'the locales';
  const right = isRecordOf(words, locales) && Object.entries(words).every(([locale, translations]) =>
    LOCALE.test((wrong = locale)) && isRecordOf(translations, messages) && Object.entries(translations).every(([english, translation]) => {
      wrong = `${locale}: ${JSON.stringify(english.slice(0, 60))}`;
      // A translation, or its plural forms: a list of texts (a list inside stays a list, and is refused).
      const all: unknown[] = [translation].flat();
      return fits(english) && all.length > 0 && isListOf(all, forms, fits);
    }));
  return right ? null : `words must be at most ${locales} locales (fr, pt-br) of at most ${messages} English messages, each with a translation or 1 to ${forms} plural forms of 1 to ${length} characters (wrong: ${wrong})`;
}

/**
 * The plugins' words for a panel's locale as locale data messages, each message's plural forms:
 * where two plugins translate one English message, the first registered wins.
 */
export function pluginWords(plugins: readonly { words?: PluginWords | undefined }[], locale: string): Record<string, string[]> {
  const key = wordsLocale(locale);
  const entries = plugins.flatMap((plugin) => (Object.hasOwn(plugin.words ?? {}, key) ? Object.entries(plugin.words![key]!) : []));
  // Later entries overwrite earlier ones: reversed, the first plugin's stays.
  return Object.fromEntries(entries.reverse().map(([english, forms]) => [english, typeof forms === 'string' ? [forms] : [...forms]]));
}
