import type { MouseEvent } from 'react';
import { noteTime, type Note } from '../core/note.ts';
import { isPending } from '../core/queue.ts';
import type { PanelState, UndoState } from '../core/state.ts';
import { isUnread } from '../core/visible.ts';
import { badgeOf } from './badge.ts';
import { usePanel } from './context.ts';
import { CantShow, NoteBoundary } from './ErrorBoundary.tsx';
import { GroupHeading } from './GroupHeading.tsx';
import { NoteRow } from './NoteRow.tsx';
import { formatNoteTime } from './relative-time.ts';
import type { RowHeights } from './row-heights.ts';
import { rowView } from './row-view.ts';
import { useLaterViews } from './views.tsx';
import type { ListItem } from './windowing.ts';

/**
 * The lines of a window of the list, as the list draws them and as a filter's preview draws its
 * first screen (src/ui/FilterPreviews.tsx): time-group headings and rows, the undo bar in place of
 * its note. A measured row's item keeps the whole pixels measured (the rows then sit where the
 * layout says), and the undo bar its note's height: nothing under it moves.
 */
export function ListLines(props: {
  slice: readonly ListItem[];
  state: PanelState;
  heights: Pick<RowHeights, 'measured' | 'rowRef'>;
  onActivate: (note: Note, event: MouseEvent<HTMLButtonElement>) => void;
  /** Ticks a row; a preview has no ticks. */
  onCheck?: (note: Note, extend: boolean) => void;
  /** A filter's hidden preview: its items and rows are not the list's (tests and styles tell them apart). */
  preview?: boolean;
  selectedId?: number | null;
  /** The ticked notes' ids. */
  checked?: readonly number[];
  undo?: UndoState | null;
  terms: readonly string[];
  now: number;
}) {
  const { core, i18n, views } = usePanel();
  const parts = views?.some((view) => view.row);
  const { UndoBar } = useLaterViews();
  const { slice, state, heights, undo = null, selectedId = null, checked = NONE, terms, now, preview = false } = props;
  const itemClass = preview ? 'wpnc__preview-item' : 'wpnc__list-item';
  const locale = state.client.locale;
  return slice.map((item) =>
    item.kind === 'heading' ? (
      <li key={`h-${item.key}`} className={itemClass}>
        <GroupHeading groupKey={item.key} first={item.first} />
      </li>
    ) : (
      <li key={item.note.id} className={itemClass} style={heights.measured(item.note.id) || (undo && item.note.id === undo.id) ? { height: item.height } : undefined}>
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
              onActivate={props.onActivate}
              checked={checked.includes(item.note.id)}
              checkLabel={i18n.__('Select')}
              onCheck={props.onCheck}
              rowRef={heights.rowRef}
              terms={terms}
              pending={isPending(state, item.note.id)}
              pendingText={i18n.__('Pending')}
              /* translators: said after "Pending" on a row, to screen readers */
              pendingLabel={i18n.__(": will be sent when you're back online")}
              preview={preview}
              parts={parts}
            />
          </NoteBoundary>
        )}
      </li>
    ),
  );
}

const NONE: readonly number[] = [];
