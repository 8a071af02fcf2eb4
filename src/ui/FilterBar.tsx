import { useSignals } from '@preact/signals-react/runtime';
import { memo, type KeyboardEvent } from 'react';
import type { FilterName } from '../core/events.ts';
import { usePanel, usePanelState } from './context.ts';
import { logicalArrowKey, panelDirection } from './direction.ts';
import { rovingIndex } from './roving.ts';

/** The filter tabs (ARIA tabs), as the registry lists them: All, Unread, Comments, Subscribers, Likes, then any a plugin adds. */
export const FilterBar = memo(function FilterBar() {
  useSignals();
  const { core, i18n } = usePanel();
  const current = usePanelState((state) => state.ui.filterName);
  const names = core.select.tabs.value.map((tab) => tab.name);

  const choose = (name: FilterName) => {
    if (name !== current) core.append({ type: 'filter/chosen', name });
  };
  // Arrow keys move between tabs as the ARIA tabs pattern says; they must not reach the panel's
  // own arrow shortcuts, which open and close notes.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // In a right-to-left panel the tabs run from right to left, so ArrowLeft moves to the next one.
    const key = logicalArrowKey(event.key, panelDirection(core.state.peek().client.locale, i18n));
    const next = rovingIndex(key, names.indexOf(current), names.length, 'ArrowRight', 'ArrowLeft');
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    choose(names[next]!);
    // The tabs are the tablist's children, in the order of `names`.
    (event.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <div className="wpnc__filter" role="tablist" aria-label={i18n.__('Filter notifications')} onKeyDown={onKeyDown}>
      {core.select.tabs.value.map(({ name, label }) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`wpnc-tab-${name}`}
          aria-selected={name === current}
          aria-controls="wpnc-note-list"
          tabIndex={name === current ? 0 : -1}
          className="wpnc__filter-tab"
          onClick={() => choose(name)}
        >
          {i18n.__(label)}
        </button>
      ))}
    </div>
  );
});
