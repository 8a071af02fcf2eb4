/**
 * A pseudo-locale language file (`qps-ploc`), made from the French file's messages when served: each
 * English message accented and about 40% longer, so a language that runs long shows its clipped or
 * overflowing text in the visual suite before a user sees it. `qps-ploc` is the tag Windows uses for
 * this: not `en-*` (which the panel does not fetch), left to right, and unknown to Intl (which the
 * panel's dates fall back from to English).
 */

/** The locale the mock platform serves the pseudo-locale under. */
export const PSEUDO_LOCALE = 'qps-ploc';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [letter, [...'áƀçðéƒĝĥíĵķļɱñóƥǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓƤǪŔŠŢÚṼŴẊÝŽ'][index]!]),
);

// Placeholders (%s, %d, %1$s, %%) and anything tag-like stay as they are: sprintf and the views read them.
const KEPT = /(%(?:\d+\$)?[sdf%]|<[^>]*>)/;
const PLACEHOLDER = /%(?:\d+\$)?[sdf]/g;

/** `text` accented, placeholders and tags kept, padded with dots to about 1.4 times its length. */
export function pseudoText(text: string): string {
  const accented = text
    .split(KEPT)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join('');
  return `${accented} ${'·'.repeat(Math.max(1, Math.round(text.length * 0.4) - 1))}`;
}

type Messages = Record<string, unknown>;

/**
 * The pseudo-locale's Jed file from another language's (`source`, e.g. the French file): its message
 * ids with English's two plural forms. The files hold no English plural text, so the plural form is
 * the singular's, with any placeholder the source's plural uses and the singular lacks ("Liked",
 * "%d notifications liked") added, so counts still show.
 */
export function pseudoLanguageFile(source: unknown): unknown {
  const messages = (source as { locale_data?: { messages?: Messages } }).locale_data?.messages ?? {};
  const pseudo: Messages = { '': { domain: 'messages', lang: PSEUDO_LOCALE, 'plural-forms': 'nplurals=2; plural=n != 1;' } };
  for (const [id, forms] of Object.entries(messages)) {
    if (id === '' || !Array.isArray(forms)) continue;
    const singular = pseudoText(id);
    if (forms.length < 2) {
      pseudo[id] = [singular];
      continue;
    }
    const missing = [...new Set(String(forms[1]).match(PLACEHOLDER) ?? [])].filter((placeholder) => !id.includes(placeholder));
    pseudo[id] = [singular, missing.length > 0 ? pseudoText(`${id} ${missing.join(' ')}`) : singular];
  }
  return { locale_data: { messages: pseudo } };
}
