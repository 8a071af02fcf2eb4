import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { usePanel, usePanelState } from './context.ts';
import { countText, nameText } from './count-text.ts';

/**
 * What a search or a site filter found: "Searching older notifications…" while older pages load,
 * then the count or "No notifications match …". One polite live region, always in the page, so a
 * screen reader hears each new count without losing its place.
 */
export const SearchStatus = memo(function SearchStatus() {
  useSignals();
  const { core, i18n } = usePanel();
  const query = usePanelState((state) => state.ui.searchQuery.trim());
  const loading = usePanelState((state) => state.ui.isLoading);
  const narrowed = core.select.narrowed.value;
  const count = core.select.visibleNotes.value.length;
  const searching = core.select.fillingView.value;
  const words = core.select.searchTerms.value.length > 0;
  let text = '';
  if (narrowed && !loading) {
    if (searching) text = i18n.__('Searching older notifications…');
    else if (count > 0) text = countText(i18n._n('%d notification matches', '%d notifications match', count), count);
    /* translators: %s is what the person typed in the search field */
    else if (words) text = nameText(i18n.__('No notifications match “%s”'), query);
    else text = i18n.__('No notifications from this site here');
  }
  return (
    <p className="wpnc__search-status" role="status" aria-live="polite" data-empty={narrowed && !searching && count === 0 ? 'true' : undefined}>
      {text}
    </p>
  );
});
