import { NoteList } from './NoteList.tsx';
import { useRowHeights } from './row-heights.ts';
import { useLaterViews } from './views.tsx';

/**
 * The tab panel's content: the list, and (once the later views have loaded and the open panel has
 * painted, `previews`) the other tabs' first screens under it. They share the rows' measured heights, so a tab's preview and the
 * list that replaces it lay the same rows out alike.
 */
export function ListArea({ previews }: { previews: boolean }) {
  const heights = useRowHeights();
  const { FilterPreviews } = useLaterViews();
  return (
    <>
      <NoteList heights={heights} />
      {previews ? <FilterPreviews heights={heights} /> : null}
    </>
  );
}
