import { countText, nameText } from './count-text.ts';
import type { Faults } from './faults.ts';
import type { UndoTexts } from './plugin.ts';
import type { PanelState } from './state.ts';
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
export function undoMessage(i18n: PluralChooser, registry: { undoTexts(kind: string): UndoTexts | undefined; faults: Faults }, kind: string, count: number, state?: PanelState): string {
  const texts = registry.undoTexts(kind) ?? FALLBACK_UNDO_TEXTS;
  const [single, plural] = texts.done;
  const message = countText(i18n._n(single, plural, count), count);
  return texts.value && state ? nameText(message, filledValue(registry.faults, kind, texts.value, state)) : message;
}

/** A plugin's `value` for a text's `%s` (a setting, say), guarded: one that throws leaves the `%s` empty. */
export function filledValue(faults: Faults, owner: string, value: (state: PanelState) => string, state: PanelState): string {
  return String(faults.guard(owner, 'text value', '', () => value(state))).slice(0, 40);
}
