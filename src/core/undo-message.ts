import { countText } from './count-text.ts';
import type { UndoTexts } from './plugin.ts';
import { FALLBACK_UNDO_TEXTS } from './undo-effects.ts';

/** Picks a message's singular or plural by its number: the panel's `I18n` has this shape. */
export interface PluralChooser {
  _n(single: string, plural: string, count: number): string;
}

/** Untranslated English, for what draws the panel as text (the CLI). */
export const ENGLISH_PLURALS: PluralChooser = { _n: (single, plural, count) => (count === 1 ? single : plural) };

/**
 * What an undo bar says: the step, in the words its action declared (plain fallback words for a
 * kind nobody declared), and how many notes it touched. The panel's bar and the CLI's screen both
 * say this, so a plugin's words show the same in either.
 */
export function undoMessage(i18n: PluralChooser, registry: { undoTexts(kind: string): UndoTexts | undefined }, kind: string, count: number): string {
  const [single, plural] = (registry.undoTexts(kind) ?? FALLBACK_UNDO_TEXTS).done;
  return countText(i18n._n(single, plural, count), count);
}
