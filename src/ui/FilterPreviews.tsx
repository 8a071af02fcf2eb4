import { useSignals } from '@preact/signals-react/runtime';
import { memo, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isRemoval } from '../core/events.ts';
import type { Note } from '../core/note.ts';
import { localMidnight } from '../core/time-groups.ts';
import type { PanelState } from '../core/state.ts';
import type { Tab, TabRules } from '../core/tabs.ts';
import { inNarrowing, inTab } from '../core/visible.ts';
import { usePanel } from './context.ts';
import { useKeyFlip } from './key-flip.ts';
import { ListLines } from './ListLines.tsx';
import { useMinuteTick } from './NoteList.tsx';
import type { RowHeights } from './row-heights.ts';
import { layoutList, OVERSCAN_PX, ROW_ESTIMATE, visibleSlice } from './windowing.ts';

/**
 * The first screen of every other tab, drawn and laid out under the list, hidden (issue 33): a
 * filter key shows its tab's preview and marks its tab chosen at once, the core hears of it after
 * the paint, and the list draws that tab in place, under the preview, which then goes. Each preview
 * is the list's own lines (ListLines) at the list's top, with the list's measured row heights, so
 * the list that replaces it draws the same pixels. Hidden, inert and `aria-hidden`; drawn in a
 * deferred render, from the state as it was then, so a key flips to one only while that state is the core's.
 *
 * Not drawn while a search narrows the list (finding a tab's first notes would fold every note's
 * text) or a removal's undo bar stands in the list; a tab with no note has no preview either. A key
 * then changes the tab as before.
 */
export function FilterPreviews({ heights }: { heights: RowHeights }) {
  useSignals();
  const { core } = usePanel();
  const tick = useMinuteTick();
  const state = useDeferredValue(core.state.value);
  const shownFilter = state.ui.filterName;
  const searching = core.select.searchTerms.value.length > 0;
  const root = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);

  // The space the list has (no layout read: the observer reports it).
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => setHeight(Math.round(entries[0]!.contentRect.height)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const flip = useKeyFlip((events, flip) => {
    const event = events.length === 1 ? events[0]! : null;
    const previews = root.current;
    // A preview drawn from an older state than the list's (a note arrived or was read since) would
    // show what the list no longer does: the key then changes the tab as before.
    if (event?.type !== 'filter/chosen' || !previews || !core.registry.tab(event.name) || state !== core.state.peek()) return false;
    const target = previews.querySelector(`:scope > [data-preview="${event.name}"]`);
    // Only a preview already drawn and laid out (none where nothing is: jsdom, a hidden frame).
    if (!(target instanceof HTMLElement) || target.offsetHeight === 0) return false;
    const document = previews.ownerDocument;
    const current = core.state.peek().ui.filterName;
    flip.hold(
      [
        [target, 'in'],
        [document.getElementById(`wpnc-tab-${event.name}`), 'in'],
        [document.getElementById(`wpnc-tab-${current}`), 'out'],
      ],
      events,
      () => core.state.peek().ui.filterName === event.name,
    );
    return true;
  });

  // Once the list has drawn the chosen tab, the marks go (in the same commit: nothing paints between).
  const filterName = core.state.value.ui.filterName;
  useLayoutEffect(() => flip.unflip(), [flip, filterName]);
  useLayoutEffect(() => flip.check());

  const drawn = height > 0 && !searching && !(state.undo && isRemoval(state.undo));
  return (
    <div ref={root} className="wpnc__previews" aria-hidden="true" inert>
      {drawn
        ? core.select.tabs.value.filter((tab) => tab.name !== shownFilter).map((tab) => <Preview key={tab.name} tab={tab} state={state} height={height} heights={heights} tick={tick} />)
        : null}
    </div>
  );
}

/** One tab's first screen, as the list would draw it on that tab's key. */
const Preview = memo(function Preview(props: { tab: Tab; state: PanelState; height: number; heights: RowHeights; tick: number }) {
  const { core, i18n, localeData } = usePanel();
  const { tab, state, height, heights } = props;
  const { name } = tab;
  // A tab of held notes lists the ones its plugin holds, which the other tabs leave out.
  const sorted = tab.held ? core.select.heldNotes.peek() : core.select.sortedNotes.peek();
  const siteId = state.ui.siteId ?? null;
  // Rows are at least a subject's height: this many fill the screen and its overscan.
  const limit = Math.ceil((height + OVERSCAN_PX) / ROW_ESTIMATE.subjectOnly) + 1;
  const notes = useMemo(
    () => firstOfTab(core.registry, sorted, { ...state, filteredNoteReads: [] }, tab, siteId, limit),
    // The reads matter to Unread alone, the whole state to a plugin's includes(); the held notes come in `sorted`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sorted, name === 'unread' ? state.reads : tab.includes ? state : null, tab, siteId, limit],
  );
  // The list measures a row whenever one comes into view (each frame of scrolling): the preview
  // draws again only when one of its own rows was measured anew (the height functions never change).
  const heightsKey = notes.map(heights.heightOf).join();
  return useMemo(() => {
    if (notes.length === 0) return null;
    const layout = layoutList(notes, localMidnight(state.now, 0), heights.heightOf, core.select.listTime.peek());
    // All of the tab's notes fit: the list shows its end under them, as it will.
    const ended = notes.length < limit && (tab.held === true || (name !== 'unread' && state.client.pagingEnded));
    return (
      <div className="wpnc__list-preview" data-preview={name}>
        <ul className="wpnc__list-inner" style={{ height: layout.height }} data-filter={name}>
          <ListLines slice={visibleSlice(layout, 0, height)} state={state} heights={heights} onActivate={ignore} terms={NO_TERMS} now={core.services.clock.now()} preview />
        </ul>
        {ended ? <p className="wpnc__the-end">{i18n.__('The End')}</p> : null}
      </div>
    );
    // The notes change with the tab and the limit; the heights are read through heightsKey; the
    // relative times are drawn again each minute (tick), and "The End" in the language that arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notes, heightsKey, state, height, props.tick, localeData]);
});

/** The first `limit` notes of `tab`, newest first (`sorted` holds no hidden note), by the core's own rule. */
function firstOfTab(rules: TabRules, sorted: readonly Note[], state: PanelState, tab: Tab, siteId: number | null, limit: number): Note[] {
  const found: Note[] = [];
  for (const note of sorted) {
    if (found.length === limit) break;
    if (inTab(rules, state, note, tab) && inNarrowing(note, NO_TERMS, siteId)) found.push(note);
  }
  return found;
}

const ignore = () => {};
const NO_TERMS: readonly string[] = [];
