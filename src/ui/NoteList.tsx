import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { isRemoval } from '../core/events.ts';
import type { Note } from '../core/note.ts';
import { localMidnight } from '../core/time-groups.ts';
import { usePanel } from './context.ts';
import { Loading, LoadError } from './ListStates.tsx';
import { safeHttpUrl } from '../core/safe-url.ts';
import type { RowHeights } from './row-heights.ts';
import { ListLines } from './ListLines.tsx';
import { createListLayouts, OVERSCAN_PX, rowOf, scrollToReveal, visibleSlice, withNote, type ListLayout } from './windowing.ts';
import { UI_TIMING } from './timing.ts';
import { useLaterViews } from './views.tsx';

const TIME_REFRESH_MS = 60_000;

/** Re-renders every minute so relative times ("5 minutes ago") stay true while nothing happens; the minutes so far. */
export function useMinuteTick(): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return tick;
}

/** The scroll position the open note needed, worked out for this selection, layout and height. */
interface Reveal {
  id: number | null;
  layout: ListLayout;
  viewportHeight: number;
  scrollTo: number | null;
  /** The list's scroll position once revealed: another one means the reader has scrolled since. */
  at: number;
}

/** The list: headings, rows, the undo bar in place of its note, and the loading, empty and error states. */
export function NoteList({ heights }: { heights: RowHeights }) {
  useSignals();
  const { core, host, i18n } = usePanel();
  const { EmptyState } = useLaterViews();
  const state = core.state.value;
  const visible = core.select.visibleNotes.value;
  const selectedId = state.ui.selectedNoteId;
  // A removal's bar stands in place of its (first) note; other steps' bars are the panel's.
  const undo = state.undo && isRemoval(state.undo) ? state.undo : null;
  const undoNote = undo ? state.notes[undo.id] : undefined;
  const checks = state.checks;
  const terms = core.select.searchTerms.value;

  useMinuteTick();
  // The core's clock, so tests and replays on a virtual clock read their own time.
  const now = core.services.clock.now();
  // Groups only change at local midnight, so the layout is keyed on the day, not on every event.
  const today = localMidnight(state.now, 0);
  const scroller = useRef<HTMLDivElement>(null);
  // Where the reader has scrolled, in which tab: a new tab starts at its top (the first screen its
  // preview showed, src/ui/FilterPreviews.tsx).
  const filterName = state.ui.filterName;
  // `back`: the last tab was scrolled, so the element must be scrolled to the top (set on a scrolled
  // list only: setting scrollTop lays the new rows out before the paint).
  const [scroll, setScroll] = useState({ top: 0, filter: filterName, back: false });
  if (scroll.filter !== filterName) setScroll({ top: 0, filter: filterName, back: scroll.top !== 0 });
  const scrollTop = scroll.filter === filterName ? scroll.top : 0;
  const setScrollTop = (top: number) => setScroll({ top, filter: filterName, back: false });
  const [measuredHeight, setMeasuredHeight] = useState(0);
  const { heightOf, version: heightsVersion, takeChanged } = heights;
  const [layouts] = useState(createListLayouts);
  // Ordered and grouped by the list's time: a note a plugin raised (a woken snooze) stands at the top.
  const listTime = core.select.listTime.value;
  const listed = useMemo(() => (undoNote ? withNote(visible, undoNote, listTime) : visible), [visible, undoNote, listTime]);
  const layout = useMemo(
    () => layouts(listed, today, heightOf, takeChanged(), listTime),
    // heightsVersion: a row was measured, so the layout must be computed again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listed, today, heightOf, heightsVersion, layouts, takeChanged, listTime],
  );
  const hasRows = visible.length > 0 || undoNote !== undefined;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setMeasuredHeight(element.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasRows]);
  // Without layout (jsdom, or before the first paint) the window falls back to the panel's height.
  const viewportHeight = measuredHeight || state.ui.viewportHeight;

  // Keep the open note in view as j and k move through the list, and while its rows are measured or
  // the list changes, unless the reader has scrolled away from it since. Where the list must scroll
  // to is worked out while rendering (React renders this component again at once, before its rows),
  // so the rows at the new position are drawn in the same pass: no second render and commit per key.
  const [revealed, setRevealed] = useState<Reveal | null>(null);
  // The reader's own scrolling moves the window in a render React may interrupt and split, showing the
  // rows already drawn meanwhile, as long as the overscan covers the view; past it (and for a key's
  // move, the reveal) the window is drawn at once.
  const scrolled = useDeferredValue(scroll);
  const scrolledTop = scrolled.filter === filterName ? scrolled.top : scrollTop;
  const keyMoved = revealed !== null && revealed.scrollTo !== null && revealed.at === scrollTop;
  // The deferred window may lag the reader's position only as far as its overscan reaches: further,
  // the rows in view would not be drawn. Scrolling on and on starves a deferred render (each frame's
  // scroll starts it again), and the list showed no row until the scrolling stopped.
  const lagging = Math.abs(scrollTop - scrolledTop) > OVERSCAN_PX;
  let windowTop = keyMoved || lagging ? scrollTop : scrolledTop;
  if (revealed === null || revealed.id !== selectedId || revealed.viewportHeight !== viewportHeight || (revealed.layout !== layout && revealed.at === scrollTop)) {
    const row = selectedId === null ? undefined : rowOf(layout, selectedId);
    const scrollTo = row === undefined ? null : scrollToReveal(row.top, row.height, scrollTop, viewportHeight);
    setRevealed({ id: selectedId, layout, viewportHeight, scrollTo, at: scrollTo ?? scrollTop });
    if (scrollTo !== null) {
      setScrollTop(scrollTo);
      windowTop = scrollTo;
    }
  }
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && revealed && revealed.scrollTo !== null) element.scrollTop = revealed.scrollTo;
  }, [revealed]);
  const scrollBack = scroll.back;
  useLayoutEffect(() => {
    if (scrollBack && scroller.current) scroller.current.scrollTop = 0;
  }, [filterName, scrollBack]);
  const slice = visibleSlice(layout, windowTop, viewportHeight);
  const drawnTop = useRef(0);
  useLayoutEffect(() => {
    drawnTop.current = windowTop;
  });

  const onCheck = useCallback(
    (note: Note, extend: boolean) => core.append({ type: extend ? 'check/extended' : 'check/toggled', id: note.id }),
    [core],
  );

  const onActivate = useCallback(
    (note: Note, event: MouseEvent<HTMLButtonElement>) => {
      // While rows are ticked, Shift+click extends the range (bulk triage); otherwise it opens the
      // note's own page, as SPEC §2 says.
      if (event.shiftKey && core.state.peek().checks.ids.length > 0) {
        core.append({ type: 'check/extended', id: note.id });
        return;
      }
      if (event.metaKey || event.shiftKey) {
        const url = safeHttpUrl(note.url);
        if (url) host.openUrl(url);
        return;
      }
      core.append(core.state.peek().ui.selectedNoteId === note.id ? { type: 'note/unselected' } : { type: 'note/selected', id: note.id });
    },
    [core, host],
  );

  // Shift+j/k move the keyboard along the rows they tick, when the keyboard is in the list.
  const cursor = checks.cursor;
  useLayoutEffect(() => {
    const element = scroller.current;
    const row = cursor === null ? undefined : rowOf(layout, cursor);
    if (!element || row === undefined) return;
    const active = document.activeElement;
    if (active && active !== document.body && !element.contains(active)) return;
    const next = scrollToReveal(row.top, row.height, element.scrollTop, viewportHeight);
    if (next !== null) {
      element.scrollTop = next;
      setScrollTop(next);
    }
    element.querySelector<HTMLElement>(`[data-note-id="${cursor}"]`)?.focus();
    // Only a move of the cursor moves focus, not a re-layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cursor]);

  // The host hears where the list stands once scrolling has stopped for 200 ms (SPEC §9).
  const scrollEnd = useRef<unknown>(null);
  useEffect(() => () => core.services.clock.clearTimeout(scrollEnd.current), [core]);
  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const top = element.scrollTop;
    // Past what the drawn window's overscan covers, the rows now in view are drawn before this frame
    // paints; within it, the window follows in a deferred render.
    if (Math.abs(top - drawnTop.current) > OVERSCAN_PX) flushSync(() => setScrollTop(top));
    else setScrollTop(top);
    // While the list scrolls, the other tabs' hidden previews are left out of each frame's rendering
    // (filter-previews.css): they cost every frame a quarter of its time, shown or not.
    element.dataset.scrolling ??= '';
    const { clock } = core.services;
    clock.clearTimeout(scrollEnd.current);
    scrollEnd.current = clock.setTimeout(() => {
      delete element.dataset.scrolling;
      host.onListScroll?.({ scrollTop: element.scrollTop, clientHeight: element.clientHeight, scrollHeight: element.scrollHeight });
    }, UI_TIMING.scrollEndMs);
  };

  // Whether the rows can scroll, said once they are laid out (and again when that changes): rows are
  // as tall as their text, so a page of one-line notes may not fill a tall panel, and a list that
  // cannot scroll never reaches its end by scrolling. The sync engine then loads the next page.
  // Not laid out (jsdom, a hidden frame), the list says nothing rather than a guess.
  const rowCount = visible.length;
  useEffect(() => {
    // The height the observer reported: reading the element's would force a layout every commit.
    if (!scroller.current || measuredHeight === 0) return;
    const canScroll = layout.height > measuredHeight;
    const last = core.state.peek().ui.listMeasured;
    if (last && last.filter === filterName && last.rows === rowCount && last.canScroll === canScroll) return;
    // Said in a task of its own: the sync engine's next page can wait for the paint of a filter key's
    // rows, which would otherwise wait for a second render of everything that reads the state.
    const { clock } = core.services;
    const timer = clock.setTimeout(() => core.append({ type: 'list/measured', filter: filterName, rows: rowCount, canScroll }), 0);
    return () => clock.clearTimeout(timer);
  }, [core, layout.height, measuredHeight, rowCount, filterName, hasRows]);

  // While older notes of this filter may exist the sync engine is loading them: not "empty" yet.
  const filling = core.select.fillingView.value;
  if (!hasRows) {
    if (state.ui.loadError) return <LoadError message={state.ui.loadError} />;
    // A search or site with no match says so in its own status row (SearchStatus), loading or not.
    if (core.select.narrowed.value && !state.ui.isLoading) return null;
    if (state.ui.isLoading || filling) return <Loading />;
    return <EmptyState filter={state.ui.filterName} />;
  }

  return (
    <div ref={scroller} className="wpnc__list" onScroll={onScroll}>
      {/* The rows of the window flow one after another below a padding as tall as the list above
          them: a row drawn taller or shorter than its estimate moves the rows under it at once,
          with no layout pass of ours, and the measured height only corrects the list's length. */}
      <ul className={`wpnc__list-inner${checks.ids.length ? ' has-checks' : ''}`} style={{ height: layout.height, paddingTop: slice[0]?.top ?? 0 }} aria-label={i18n.__('Notifications')} data-filter={filterName}>
        <ListLines slice={slice} state={state} heights={heights} onActivate={onActivate} onCheck={onCheck} selectedId={selectedId} checked={checks.ids} undo={undo} terms={terms} now={now} />
      </ul>
      {filling ? <Loading /> : null}
      {core.select.showsTheEnd.value ? <p className="wpnc__the-end">{i18n.__('The End')}</p> : null}
    </div>
  );
}
