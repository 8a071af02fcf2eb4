import type { I18n } from '@wordpress/i18n';
import type { Note } from '../core/note.ts';
import type { RowMark } from '../core/plugin.ts';
import type { Registry } from '../core/registry.ts';
import { noteView, rowSummary } from '../core/plugin-views.ts';
import type { PanelState } from '../core/state.ts';

/** What the plugins say a row shows beyond its note: its summary line, classes and marks (translated). */
export function rowView(registry: Registry, state: PanelState, note: Note, i18n: I18n): { excerpt: string | undefined; extraClass: string | undefined; marks: readonly RowMark[] | undefined } {
  const view = noteView(registry, note, state);
  return {
    excerpt: rowSummary(registry, note)?.text ?? undefined,
    extraClass: view.classes.length ? view.classes.join(' ') : undefined,
    // Rows without marks get no array, so a memoised row stays as it was.
    marks: view.marks.length ? view.marks.map((mark) => ({ text: i18n.__(mark.text), ...(mark.label ? { label: i18n.__(mark.label) } : {}) })) : undefined,
  };
}
