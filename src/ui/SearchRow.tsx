import { memo } from 'react';
import { SearchField } from './SearchField.tsx';
import { SiteChip } from './SiteChooser.tsx';

/** The header's second row: the search field (at 480 px only once opened) and the chosen site. */
export const SearchRow = memo(function SearchRow() {
  return (
    <div className="wpnc__search-row">
      <SearchField />
      <SiteChip />
    </div>
  );
});
