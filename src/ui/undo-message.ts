import type { I18n } from '@wordpress/i18n';
import type { Registry } from '../core/registry.ts';
import { FALLBACK_UNDO_TEXTS } from '../core/undo-effects.ts';
import { countText } from './count-text.ts';

/** What an undo bar says: the step, in the words its action declared, and how many notes it touched. */
export function undoMessage(i18n: I18n, registry: Registry, kind: string, count: number): string {
  const [single, plural] = (registry.undoTexts(kind) ?? FALLBACK_UNDO_TEXTS).done;
  return countText(i18n._n(single, plural, count), count);
}
