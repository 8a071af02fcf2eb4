import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { isRemoval } from '../core/events.ts';
import { noteTime, type Note } from '../core/note.ts';
import { localMidnight } from '../core/time-groups.ts';
import { isUnread } from '../core/visible.ts';
import { isPending } from '../core/queue.ts';
import { usePanel } from './context.ts';
import { Loading, LoadError } from './ListStates.tsx';
import { GroupHeading } from './GroupHeading.tsx';
import { NoteRow } from './NoteRow.tsx';
import { CantShow, NoteBoundary } from './ErrorBoundary.tsx';
import { badgeOf } from './badge.ts';
import { rowView } from './row-view.ts';
import { EmptyState } from './EmptyState.tsx';
import { UndoBar } from './UndoBar.tsx';
import { safeHttpUrl } from '../core/safe-url.ts';
import { formatNoteTime } from './relative-time.ts';
import { useRowHeights } from './row-heights.ts';
import { createListLayouts, rowOf, scrollToReveal, visibleSlice, withNote, type ListLayout } from './windowing.ts';
import { UI_TIMING } from './timing.ts';

const TIME_REFRESH_MS = 60_000;

/** Re-renders every minute so relative times ("5 minutes ago") stay true while nothing happens. */
function useMinuteTick(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
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
export function NoteList() {
  useSignals();
  const { core, host, i18n } = usePanel();
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
  const locale = state.client.locale;
  // Groups only change at local midnight, so the layout is keyed on the day, not on every event.
  const today = localMidnight(state.now, 0);
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [measuredHeight, setMeasuredHeight] = useState(0);
  const { heightOf, version: heightsVersion, rowRef, takeChanged, measured } = useRowHeights();
  const [layouts] = useState(createListLayouts);
  const listed = useMemo(() => (undoNote ? withNote(visible, undoNote) : visible), [visible, undoNote]);
  const layout = useMemo(
    () => layouts(listed, today, heightOf, takeChanged()),
    // heightsVersion: a row was measured, so the layout must be computed again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listed, today, heightOf, heightsVersion, layouts, takeChanged],
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
  // The reader's own scrolling moves the window in a render React may interrupt and split (a frame of
  // fast scrolling mounts a dozen rows: no long task), showing the rows already drawn meanwhile; a
  // key's move (the reveal) is drawn at once.
  const scrolledTop = useDeferredValue(scrollTop);
  const keyMoved = revealed !== null && revealed.scrollTo !== null && revealed.at === scrollTop;
  let windowTop = keyMoved ? scrollTop : scrolledTop;
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
  const slice = visibleSlice(layout, windowTop, viewportHeight);

  const onCheck = useCallback(
    (note: Note, extend: boolean) => core.append(extend ? { type: 'check/extended', id: note.id } : { type: 'check/toggled', id: note.id }),
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
    setScrollTop(element.scrollTop);
    const { clock } = core.services;
    clock.clearTimeout(scrollEnd.current);
    scrollEnd.current = clock.setTimeout(() => {
      host.onListScroll?.({ scrollTop: element.scrollTop, clientHeight: element.clientHeight, scrollHeight: element.scrollHeight });
    }, UI_TIMING.scrollEndMs);
  };

  // Whether the rows can scroll, said once they are laid out (and again when that changes): rows are
  // as tall as their text, so a page of one-line notes may not fill a tall panel, and a list that
  // cannot scroll never reaches its end by scrolling. The sync engine then loads the next page.
  // Not laid out (jsdom, a hidden frame), the list says nothing rather than a guess.
  const rowCount = visible.length;
  const filterName = state.ui.filterName;
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
      <ul className={`wpnc__list-inner${checks.ids.length ? ' has-checks' : ''}`} style={{ height: layout.height, paddingTop: slice[0]?.top ?? 0 }} aria-label={i18n.__('Notifications')}>
        {slice.map((item) =>
          item.kind === 'heading' ? (
            <li key={`h-${item.key}`} className="wpnc__list-item">
              <GroupHeading groupKey={item.key} first={item.first} />
            </li>
          ) : (
            // A measured row's item keeps the whole pixels measured (the rows then sit where the layout
            // says, as the page is drawn), and the undo bar its note's height: nothing under it moves.
            <li key={item.note.id} className="wpnc__list-item" style={measured(item.note.id) || (undo && item.note.id === undo.id) ? { height: item.height } : undefined}>
              {undo && item.note.id === undo.id ? (
                <UndoBar undo={undo} placement="row" />
              ) : (
                <NoteBoundary note={item.note} part="row" logger={core.services.logger} fallback={<CantShow className="wpnc__row is-broken" noteId={item.note.id} />}>
                  <NoteRow
                    note={item.note}
                    selected={item.note.id === selectedId}
                    unread={isUnread(state, item.note)}
                    {...rowView(core.registry, state, item.note, i18n)}
                    unreadLabel={i18n.__('unread')}
                    timeLabel={formatNoteTime(noteTime(item.note), now, locale, i18n.__('just now'))}
                    badge={badgeOf(core.registry, item.note)}
                    onActivate={onActivate}
                    checked={checks.ids.includes(item.note.id)}
                    checkLabel={i18n.__('Select')}
                    onCheck={onCheck}
                    rowRef={rowRef}
                    terms={terms}
                    pending={isPending(state, item.note.id)}
                    pendingText={i18n.__('Pending')}
                    /* translators: said after "Pending" on a row, to screen readers */
                    pendingLabel={i18n.__(": will be sent when you're back online")}
                  />
                </NoteBoundary>
              )}
            </li>
          ),
        )}
      </ul>
      {filling ? <Loading /> : null}
      {core.select.showsTheEnd.value ? <p className="wpnc__the-end">{i18n.__('The End')}</p> : null}
    </div>
  );
}
