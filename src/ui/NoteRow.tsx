import { memo, useState, type MouseEvent } from 'react';
import type { Note } from '../core/note.ts';
import { safeHttpUrl } from '../core/safe-url.ts';

/** One row of the list. Memoised: it re-renders only when its own note, selection or read state changes. */
export const NoteRow = memo(function NoteRow(props: {
  note: Note;
  selected: boolean;
  unread: boolean;
  unapproved: boolean;
  /** Said after the subject to screen readers for unread notes. */
  unreadLabel: string;
  /** "3 hours ago", or a date. */
  timeLabel: string;
  onActivate: (note: Note, event: MouseEvent<HTMLButtonElement>) => void;
  /** Ticked for a bulk action. */
  checked?: boolean;
  /** "Select", said before the subject on the row's checkbox. */
  checkLabel?: string;
  /** Ticks or unticks the row; `extend` (Shift) ticks the range from the anchor. */
  onCheck?: (note: Note, extend: boolean) => void;
}) {
  const { note, selected, unread, unapproved, unreadLabel, timeLabel, onActivate, checked = false, checkLabel, onCheck } = props;
  const subject = note.subject?.[0]?.text ?? note.title ?? note.type;
  const excerpt = note.subject?.[1]?.text;
  const icon = safeHttpUrl(note.icon);
  const classes = ['wpnc__row', unread && 'is-unread', selected && 'is-selected', unapproved && 'is-unapproved', checked && 'is-checked'].filter(Boolean).join(' ');
  return (
    <>
      {onCheck ? (
        // Out of the tab order: the keyboard ticks rows with x and Shift+j/k; the mouse uses this.
        // A button, not an input: React rewrites an input's attributes on every render of its row.
        <button
          type="button"
          role="checkbox"
          className="wpnc__row-check"
          data-check-id={note.id}
          tabIndex={-1}
          aria-checked={checked}
          aria-label={`${checkLabel ?? 'Select'}: ${subject}`}
          onClick={(event) => onCheck(note, event.shiftKey)}
        />
      ) : null}
      <button
        type="button"
        className={classes}
        data-note-id={note.id}
        aria-current={selected ? 'true' : undefined}
        onClick={(event) => onActivate(note, event)}
      >
        <RowIcon src={icon} />
        <span className="wpnc__row-text">
          <span className="wpnc__row-subject">{subject}</span>
          {excerpt ? <span className="wpnc__row-excerpt">{excerpt}</span> : null}
        </span>
        {timeLabel ? (
          <time className="wpnc__row-time" dateTime={note.timestamp}>
            {timeLabel}
          </time>
        ) : null}
        {unread ? <span className="wpnc__sr-only">, {unreadLabel}</span> : null}
      </button>
    </>
  );
});

/** The row's avatar, or a generic one while missing or when the image fails to load. */
function RowIcon(props: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = props.src !== null && failed !== props.src;
  return (
    <span className="wpnc__row-icon" aria-hidden="true">
      {show ? (
        <img src={props.src!} alt="" width={24} height={24} loading="lazy" onError={() => setFailed(props.src)} />
      ) : (
        <span className="wpnc__avatar-generic" />
      )}
    </span>
  );
}
