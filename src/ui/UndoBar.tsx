import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { isRemoval } from '../core/events.ts';
import { isHidden } from '../core/visible.ts';
import type { UndoState } from '../core/state.ts';
import { usePanel } from './context.ts';
import { undoMessage } from './undo-message.ts';
import { Icon } from './icons/index.ts';

/**
 * The undo bar: in place of a removed note in the list (SPEC §4), or along the panel's foot for
 * other steps and while the list is not shown. It never takes focus; a click on its buttons gives
 * focus back to where the user was when it appeared. A later view (src/ui/views.tsx): it shows
 * after a step, by when the idle preload has brought it; the live region says its words from the
 * start (UndoRegion.tsx).
 */
export function UndoBar(props: { undo: UndoState; placement: 'row' | 'panel' }) {
  const { core, i18n } = usePanel();
  const { undo } = props;
  const [returnTo] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const bar = useRef<HTMLDivElement>(null);
  useKeepFocus(bar, undo, props.placement);
  const act = (event: { type: 'undo/cancelled' | 'undo/closed'; id: number }) => {
    core.append(event);
    // A removal that comes back opens its note, which takes focus itself.
    const reopened = event.type === 'undo/cancelled' && isRemoval(undo) && undo.ids.length === 1;
    if (!reopened && returnTo instanceof HTMLElement && returnTo.isConnected && !returnTo.closest('.wpnc__undo')) returnTo.focus();
  };
  return (
    <div ref={bar} className={`wpnc__undo is-${props.placement}`}>
      <span className="wpnc__undo-message">{undoMessage(i18n, core.registry, undo.kind, undo.ids.length, core.state.peek())}</span>
      {/* Kept while the removal runs (a click then does nothing), so focus on them is not dropped. */}
      <button type="button" className="wpnc__undo-button" aria-keyshortcuts="U Control+Z Meta+Z" onClick={() => act({ type: 'undo/cancelled', id: undo.id })}>
        <Icon name="undo" size={16} />
        {i18n.__('Undo')}
      </button>
      <button type="button" className="wpnc__undo-close" aria-label={i18n.__('Dismiss')} onClick={() => act({ type: 'undo/closed', id: undo.id })}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/**
 * A removal's bar stands where the note was: when the note's view went away with the focus (the
 * narrow layout goes back to the list), the bar's Undo takes it; when the bar goes with the focus in
 * it, the focus moves to the restored note's row, or to the row that now holds the place.
 */
function useKeepFocus(bar: RefObject<HTMLDivElement | null>, undo: UndoState, placement: 'row' | 'panel'): void {
  const { core } = usePanel();
  useEffect(() => {
    if (placement !== 'row' || undo.phase !== 'pending') return;
    const active = document.activeElement;
    if (!active || active === document.body) bar.current?.querySelector<HTMLElement>('.wpnc__undo-button')?.focus();
  }, [bar, undo.id, undo.phase, placement]);
  useLayoutEffect(() => {
    const element = bar.current;
    return () => {
      if (placement !== 'row' || !element?.contains(document.activeElement)) return;
      const next = element.closest('li')?.nextElementSibling?.querySelector('[data-note-id]')?.getAttribute('data-note-id');
      const panel = element.closest('.wpnc');
      setTimeout(() => {
        const active = document.activeElement;
        // The whole panel went (unmounted): nothing to keep.
        if (!panel?.isConnected || (active && active !== document.body)) return;
        const state = core.state.peek();
        const restored = state.notes[undo.id] && !isHidden(state, undo.id) ? undo.id : null;
        const target = restored ?? (next ? Number(next) : null);
        if (target !== null) panel.querySelector<HTMLElement>(`.wpnc__list [data-note-id="${target}"]`)?.focus();
      }, 0);
    };
  }, [bar, core, undo.id, placement]);
}
