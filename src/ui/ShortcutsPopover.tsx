import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { usePanel, usePanelState } from './context.ts';
import { Icon } from './icons/index.ts';
import { useLaterViews } from './views.tsx';

/**
 * The help ends 8 px above the panel's foot (or the window's) and scrolls inside: it starts under a
 * header whose height varies with the width and the language, so a height in CSS alone ran past it.
 */
export function fitToPanel(popover: HTMLElement | null): void {
  if (!popover) return;
  const foot = Math.min(popover.closest('.wpnc')?.getBoundingClientRect().bottom ?? Infinity, popover.ownerDocument.documentElement.clientHeight);
  popover.style.maxBlockSize = `${Math.max(120, foot - popover.getBoundingClientRect().top - 8)}px`;
}

/** The keyboard-shortcuts button and popover; its content is a later view (src/ui/views.tsx). */
export const ShortcutsPopover = memo(function ShortcutsPopover() {
  useSignals();
  const { core, i18n } = usePanel();
  const Help = useLaterViews().ShortcutsHelp;
  const open = usePanelState((state) => state.ui.shortcutsPopoverIsOpen);
  return (
    <div className="wpnc__shortcuts">
      <button
        type="button"
        className="wpnc__shortcuts-button"
        aria-expanded={open}
        aria-controls="wpnc-shortcuts"
        onClick={() => core.append({ type: 'shortcuts/popoverToggled' })}
      >
        <Icon name="keyboard" size={20} />
        <span className="wpnc__sr-only">{i18n.__('Keyboard shortcuts')}</span>
      </button>
      {open ? (
        // Focusable: it scrolls when the frame is short, and holds no control a keyboard could reach it by.
        <div id="wpnc-shortcuts" ref={fitToPanel} className="wpnc__shortcuts-popover" role="dialog" aria-label={i18n.__('Keyboard shortcuts')} tabIndex={0}>
          <Help />
        </div>
      ) : null}
    </div>
  );
});
