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
}) {
  const { note, selected, unread, unapproved, unreadLabel, timeLabel, onActivate } = props;
  const subject = note.subject?.[0]?.text ?? note.title ?? note.type;
  const excerpt = note.subject?.[1]?.text;
  const icon = safeHttpUrl(note.icon);
  const classes = ['wpnc__row', unread && 'is-unread', selected && 'is-selected', unapproved && 'is-unapproved'].filter(Boolean).join(' ');
  return (
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
