import { useSignals } from '@preact/signals-react/runtime';
import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { usePanel, usePanelState } from './context.ts';
import { Icon } from './icons/index.ts';
import { keepActivationKeys } from './SiteChooser.tsx';

/** The first row of the list, where Enter or ↓ in the field goes to read the results. */
function firstRow(from: HTMLElement): HTMLElement | null {
  return from.closest('.wpnc__list-view')?.querySelector<HTMLElement>('#wpnc-note-list [data-note-id]') ?? null;
}

/**
 * The search field. `/` (or the search button, at 480 px) opens it and puts the cursor in it;
 * Escape clears it and puts focus back where the person was; a second Escape closes the panel.
 */
export const SearchField = memo(function SearchField() {
  useSignals();
  const { core, i18n } = usePanel();
  const query = usePanelState((state) => state.ui.searchQuery);
  const open = usePanelState((state) => state.ui.searchOpen);
  const input = useRef<HTMLInputElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [focusWanted, setFocusWanted] = useState(0);

  useEffect(
    () =>
      core.effects.on('search/opened', () => {
        const active = input.current?.ownerDocument.activeElement;
        if (active instanceof HTMLElement && active !== input.current) returnTo.current = active;
        setFocusWanted((count) => count + 1);
      }),
    [core],
  );
  // After the render that shows the field (at 480 px it was not drawn).
  useEffect(() => {
    if (focusWanted) input.current?.focus();
  }, [focusWanted]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      const field = event.currentTarget;
      const back = returnTo.current?.isConnected ? returnTo.current : firstRow(field);
      returnTo.current = null;
      core.append({ type: 'search/closed' });
      if (back) back.focus();
      else field.blur();
    } else if (event.key === 'Enter' || event.key === 'ArrowDown') {
      const row = firstRow(event.currentTarget);
      if (!row) return;
      event.preventDefault();
      event.stopPropagation();
      row.focus();
    }
  };

  return (
    <div className="wpnc__search" data-open={open || query !== ''}>
      <Icon name="search" size={16} className="wpnc__search-icon" />
      <input
        ref={input}
        type="search"
        className="wpnc__search-input"
        value={query}
        placeholder={i18n.__('Search notifications')}
        aria-label={i18n.__('Search notifications')}
        aria-keyshortcuts="/"
        autoComplete="off"
        spellCheck={false}
        dir="auto"
        onChange={(event) => core.append({ type: 'search/changed', query: event.currentTarget.value })}
        onFocus={(event) => {
          const from = event.relatedTarget;
          if (from instanceof HTMLElement && !returnTo.current) returnTo.current = from;
        }}
        onKeyDown={onKeyDown}
      />
    </div>
  );
});

/** The search button of a narrow panel (480 px), where the field shows only once opened. */
export const SearchToggle = memo(function SearchToggle() {
  const { core, i18n } = usePanel();
  return (
    <button type="button" className="wpnc__search-toggle" aria-label={i18n.__('Search notifications')} aria-keyshortcuts="/" onKeyDown={keepActivationKeys} onClick={() => core.append({ type: 'search/opened' })}>
      <Icon name="search" size={18} />
    </button>
  );
});
