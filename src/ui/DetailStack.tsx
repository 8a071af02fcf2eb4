import { useSignals } from '@preact/signals-react/runtime';
import { useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Note } from '../core/note.ts';
import { noteOpenedFromList } from '../core/navigation.ts';
import { LIMITS } from '../core/state.ts';
import { neighbours } from '../core/visible.ts';
import { usePanel, usePanelState } from './context.ts';
import { useKeyFlip } from './key-flip.ts';
import { CantShowDetail } from './CantShowDetail.tsx';
import { NoteBoundary } from './ErrorBoundary.tsx';
import { DETAIL_TITLE_ID, NoteDetail } from './NoteDetail.tsx';

/**
 * The open note, with the notes before and after it already drawn and laid out underneath, hidden
 * (issue 33): j and k show the next one at once. The key's step is shown before the core hears of
 * it (the press paints, then the core, the list and the new neighbour catch up, after the paint):
 * the stack marks the note it shows and the row it highlights with `data-flip` (which React never
 * writes, so its own attributes stay true to its last render) until the core's state has caught up.
 * The neighbours are drawn in a deferred render, so opening a note draws that note alone first.
 *
 * With no note open (`note` null) and the panel one column wide, the note that j, k or Enter would
 * open from the list is drawn ahead, hidden over the list, so that press flips it too (the core's
 * `noteOpenedFromList` says which).
 */
export function DetailStack(props: { note: Note | null; takeFocus?: boolean }) {
  useSignals();
  const { core } = usePanel();
  const { note } = props;
  const visible = core.select.visibleNotes.value;
  const narrow = usePanelState((state) => state.ui.viewportWidth < LIMITS.wideLayoutPx);
  const lastOpened = usePanelState((state) => state.ui.lastSelectedNoteId);
  const focused = useFocusedRow(note === null);
  const ahead = note === null && narrow ? (noteOpenedFromList(visible, focused, lastOpened) ?? null) : null;
  const settled = useDeferredValue<number | null>(note?.id ?? ahead?.id ?? null, null);
  const around = note ? neighbours(visible, settled) : { previous: null, next: null };
  const wanted = new Set([note?.id, settled, around.previous?.id, around.next?.id]);
  // In the list's order, so a step never moves a drawn note in the document (its layout would go).
  const slots = visible.filter((candidate) => wanted.has(candidate.id));
  if (note && !slots.some((slot) => slot.id === note.id)) slots.unshift(note);
  const openId = note?.id ?? null;
  const stack = useRef<HTMLDivElement>(null);

  const flip = useKeyFlip((events, flip) => {
    const event = events.length === 1 ? events[0]! : null;
    const root = stack.current;
    if (event?.type !== 'note/selected' || !root) return false;
    const target = root.querySelector(`:scope > [data-slot-id="${event.id}"]`);
    const shown = openId === null ? null : root.querySelector(`:scope > [data-slot-id="${openId}"]`);
    // Only a note already drawn and laid out (no layout where there is none: jsdom, a hidden
    // frame), and from the list only over one column (wider, the open note goes beside it).
    if (!(target instanceof HTMLElement) || (openId === null ? !root.hasAttribute('data-ahead') : !shown) || !target.querySelector('.wpnc__detail-title') || target.offsetHeight === 0) return false;
    const document = root.ownerDocument;
    const title = (slot: Element | null) => slot?.querySelector('.wpnc__detail-title') ?? null;
    const section = (slot: Element | null) => slot?.querySelector(':scope > section') ?? null;
    const ownId = title(target)!.id;
    // From the list, the note covers it: no row to mark. What screen readers and the keys follow
    // moves in the same frame as the marks: the shown note's landmark, title id and focus.
    flip.hold(
      openId !== null
        ? [
            [target, 'in'],
            [shown, 'out'],
            [document.querySelector(`.wpnc__row[data-note-id="${event.id}"]`), 'in'],
            [document.querySelector(`.wpnc__row[data-note-id="${openId}"]`), 'out'],
          ]
        : [[target, 'in']],
      events,
      // Taken, the marks go once React has drawn the step (below).
      () => core.state.peek().ui.selectedNoteId !== openId,
      {
        attributes: [
          [openId === null ? root : null, 'inert', null],
          [target, 'aria-hidden', null],
          [target, 'inert', null],
          [shown, 'aria-hidden', 'true'],
          [shown, 'inert', ''],
          [title(shown), 'id', ownId],
          [section(shown), 'aria-labelledby', ownId],
          [title(target), 'id', DETAIL_TITLE_ID],
          [section(target), 'aria-labelledby', DETAIL_TITLE_ID],
        ],
        focus: title(target) as HTMLElement,
      },
    );
    return true;
  });

  // Once React has drawn the step, the marks go (in the same commit: nothing paints in between).
  useLayoutEffect(() => flip.unflip(), [flip, openId]);
  // A note flipped to and then removed (or filtered out) before the core heard of the step: the core answers now.
  useLayoutEffect(() => flip.check());

  // Drawn ahead, the stack lies over the list, inert (clicks reach the rows under it).
  const aheadOnly = note === null;
  return (
    <div ref={stack} className="wpnc__details" data-ahead={aheadOnly || undefined} inert={aheadOnly}>
      {slots.map((slot) => {
        const shown = slot.id === note?.id;
        return (
          <div key={slot.id} className="wpnc__detail-slot" data-slot-id={slot.id} aria-hidden={shown ? undefined : true} inert={!shown}>
            <NoteBoundary note={slot} part="open note" logger={core.services.logger} fallback={<CantShowDetail neighbour={!shown} />}>
              <NoteDetail note={slot} shown={shown} takeFocus={props.takeFocus} />
            </NoteBoundary>
          </div>
        );
      })}
    </div>
  );
}

/** The list's row with keyboard focus, while `watching` (a note opened from the list starts there). */
function useFocusedRow(watching: boolean): number | null {
  const [focused, setFocused] = useState<number | null>(null);
  useEffect(() => {
    if (!watching) return;
    const rowOf = (target: EventTarget | null) => {
      // A key's step from the list moves the focus into the note drawn ahead: that note stays.
      if (target instanceof Element && target.closest('.wpnc__details')) return;
      const row = target instanceof Element ? target.closest('.wpnc__row[data-note-id]') : null;
      setFocused(row ? Number(row.getAttribute('data-note-id')) : null);
    };
    rowOf(document.activeElement);
    const onFocus = (event: FocusEvent) => rowOf(event.target);
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [watching]);
  return focused;
}

