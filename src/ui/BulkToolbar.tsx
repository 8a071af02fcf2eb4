import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { usePanel } from './context.ts';
import { countText } from './count-text.ts';
import { logicalArrowKey } from './direction.ts';
import { keyLabel } from './key-label.ts';
import { rovingIndex } from './roving.ts';

/** Moves focus along the toolbar's buttons with the arrow keys, Home and End (one tab stop). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const key = logicalArrowKey(event.key, getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr');
  const target = rovingIndex(key, index, buttons.length, 'ArrowRight', 'ArrowLeft');
  if (target === null) return;
  // Handled here, so the panel's own arrow keys (open and close a note) stay out of it.
  event.preventDefault();
  for (const [position, button] of buttons.entries()) button.tabIndex = position === target ? 0 : -1;
  buttons[target]?.focus();
}

/** Shortcut keys as `aria-keyshortcuts` writes them. */
function ariaKeys(key: string): string {
  return key.replace(/^Shift\+(.)$/, (_match, letter: string) => `Shift+${letter.toUpperCase()}`);
}

/**
 * Bulk triage: while rows are ticked, how many, "select all in this filter", the actions that
 * apply to every ticked note (from the plugins' bulk declarations), and clearing the selection.
 */
export function BulkToolbar() {
  useSignals();
  const { core, i18n } = usePanel();
  const ticked = core.select.checkedNotes.value;
  const state = core.state.value;
  // When the ticks go (an action ran, or they were cleared) and focus went with the toolbar's
  // buttons, keep the keyboard on the rows it acted on (or the undo bar standing in their place).
  const firstTicked = useRef<number | null>(null);
  // The panel this toolbar lives in, kept after the toolbar goes (a page may hold several panels).
  const panel = useRef<Element | null>(null);
  const firstId = ticked[0]?.id ?? null;
  useEffect(() => {
    if (firstId !== null) {
      firstTicked.current = firstId;
      return;
    }
    const first = firstTicked.current;
    firstTicked.current = null;
    const active = document.activeElement;
    if (first === null || (active && active !== document.body)) return;
    const list = panel.current?.querySelector<HTMLElement>('.wpnc__list');
    const target = list?.querySelector<HTMLElement>(`[data-note-id="${first}"]`) ?? list?.querySelector<HTMLElement>('.wpnc__undo-button') ?? list;
    target?.focus();
  }, [firstId]);
  if (firstId === null) return null;
  const total = core.select.visibleNotes.value.length;
  const bulks = core.registry.offeredBulk(ticked, state);
  const canSelectAll = ticked.length < total;
  // One tab stop (the first button); the arrow keys reach the others.
  const stop = (position: number) => (position === 0 ? 0 : -1);
  const run = (name: string) => core.performBulk(name);

  return (
    <div
      ref={(element) => {
        if (element) panel.current = element.closest('.wpnc');
      }}
      className="wpnc__bulk"
      role="toolbar"
      aria-label={i18n.__('Selected notifications')}
      onKeyDown={moveFocus}
    >
      <span className="wpnc__bulk-count" role="status">
        {countText(i18n._n('%d selected', '%d selected', ticked.length), ticked.length)}
      </span>
      {canSelectAll ? (
        <button type="button" className="wpnc__bulk-button is-plain" tabIndex={stop(0)} aria-keyshortcuts="*" onClick={() => core.append({ type: 'check/allChecked' })}>
          {countText(i18n._n('Select all %d', 'Select all %d', total), total)}
        </button>
      ) : null}
      <span className="wpnc__bulk-actions">
        {bulks.map((bulk, index) => (
          <button
            key={bulk.name}
            type="button"
            className={`wpnc__bulk-button wpnc__bulk-${bulk.name}${bulk.tone === 'danger' ? ' is-danger' : ''}`}
            tabIndex={stop(index + (canSelectAll ? 1 : 0))}
            aria-keyshortcuts={bulk.shortcut ? ariaKeys(bulk.shortcut.key) : undefined}
            title={bulk.shortcut ? `${i18n.__(bulk.label)} (${keyLabel(bulk.shortcut.key)})` : undefined}
            onClick={() => run(bulk.name)}
          >
            {i18n.__(bulk.label)}
          </button>
        ))}
      </span>
      <button type="button" className="wpnc__bulk-clear" tabIndex={stop(bulks.length + (canSelectAll ? 1 : 0))} aria-label={i18n.__('Clear selection')} onClick={() => core.append({ type: 'check/cleared' })}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
