import { memo, type MouseEvent, type ReactNode } from 'react';
import type { Block, Note } from '../core/note.ts';
import type { RowMark } from '../core/plugin.ts';
import { safeHttpUrl } from '../core/safe-url.ts';
import { Avatar } from './Avatar.tsx';
import { highlighted } from './highlight.tsx';
import type { IconName } from './icons/index.ts';
import { noteActor } from './note-actor.ts';
import { shownText } from './shown-text.ts';
import { RowParts } from './view-parts.tsx';

/** The row's avatar size, in CSS pixels (the badge on its corner scales with it). */
export const ROW_AVATAR_SIZE = 32;

/** One row of the list. Memoised: it re-renders only when its own note, selection or read state changes. */
export const NoteRow = memo(function NoteRow(props: {
  note: Note;
  selected: boolean;
  unread: boolean;
  /** Classes the plugins' view slots give the note (a tone's `is-attention`, their own), space-separated. */
  extraClass?: string | undefined;
  /** The excerpt under the subject: what the note type's `summary` says. */
  excerpt?: string | undefined;
  /** Marks the plugins' view slots show in the row, translated. */
  marks?: readonly RowMark[] | undefined;
  /** Said after the subject to screen readers for unread notes. */
  unreadLabel: string;
  /** "3 hours ago", or a date. */
  timeLabel: string;
  /** The note type's icon on the avatar's corner. */
  badge?: IconName | undefined;
  onActivate: (note: Note, event: MouseEvent<HTMLButtonElement>) => void;
  /** Ticked for a bulk action. */
  checked?: boolean;
  /** "Select", said before the subject on the row's checkbox. */
  checkLabel?: string;
  /** Ticks or unticks the row; `extend` (Shift) ticks the range from the anchor. */
  onCheck?: (note: Note, extend: boolean) => void;
  /** An action on it waits in the offline queue: shown as a word ("Pending"), heard with the rest of its meaning. */
  pending?: boolean;
  pendingText?: string;
  pendingLabel?: string;
  /** The list's ref for the row's element (it measures the row while it is drawn). */
  rowRef?: (row: HTMLElement | null) => (() => void) | undefined;
  /** The search's folded words, marked where the subject and excerpt show them (one array per query). */
  terms?: readonly string[] | undefined;
  /** Drawn in a filter's hidden preview (FilterPreviews.tsx): its id is not the list's row's. */
  preview?: boolean;
  /** Whether plugins have row parts (src/ui/view-parts.tsx): they draw themselves, from the panel's state. */
  parts?: boolean;
}) {
  const { note, selected, unread, unreadLabel, timeLabel, onActivate, checked = false, checkLabel, onCheck } = props;
  const line = note.subject?.[0];
  const subjectText = shownText(line?.text ?? note.title ?? note.type);
  const terms = props.terms ?? NO_TERMS;
  const subject = line?.text ? emphasiseActors(line, subjectText, terms) : highlighted(subjectText, terms);
  const actor = noteActor(note);
  const excerpt = shownText(props.excerpt ?? '');
  const icon = safeHttpUrl(note.icon);
  const classes = ['wpnc__row', unread && 'is-unread', selected && 'is-selected', props.extraClass, checked && 'is-checked'].filter(Boolean).join(' ');
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
          aria-label={`${checkLabel ?? 'Select'}: ${subjectText}`}
          onClick={(event) => onCheck(note, event.shiftKey)}
        />
      ) : null}
      <button
        type="button"
        className={classes}
        data-note-id={props.preview ? undefined : note.id}
        data-preview-id={props.preview ? note.id : undefined}
        ref={props.rowRef}
        aria-current={selected ? 'true' : undefined}
        onClick={(event) => onActivate(note, event)}
      >
        <Avatar src={icon} name={actor.name} seed={actor.seed} size={ROW_AVATAR_SIZE} badge={props.badge} />
        <span className="wpnc__row-text">
          {/* Each finds its own direction: a subject in the platform's language, an excerpt in the writer's. */}
          <span className="wpnc__row-subject" dir="auto">
            {subject}
          </span>
          {excerpt ? (
            <span className="wpnc__row-excerpt" dir="auto">
              {highlighted(excerpt, terms)}
            </span>
          ) : null}
        </span>
        {timeLabel ? (
          <time className="wpnc__row-time" dateTime={note.timestamp}>
            {timeLabel}
          </time>
        ) : null}
        {props.marks?.map((mark, index) => (
          <span key={index} className="wpnc__mark" dir="auto">
            <span aria-hidden={mark.label ? 'true' : undefined}>{mark.text}</span>
            {mark.label ? <span className="wpnc__sr-only">{mark.label}</span> : null}
          </span>
        ))}
        {props.parts ? <RowParts note={note} /> : null}
        {props.pending ? (
          <span className="wpnc__pending">
            {props.pendingText}
            <span className="wpnc__sr-only">{props.pendingLabel}</span>
          </span>
        ) : null}
        {unread ? <span className="wpnc__unread-dot" aria-hidden="true" /> : null}
        {unread ? <span className="wpnc__sr-only">, {unreadLabel}</span> : null}
      </button>
    </>
  );
});

const NO_TERMS: readonly string[] = [];

/** The subject line (its `text` as shown) with the people and sites it names in bold, as the platform's panel shows them, and the search's words marked. */
function emphasiseActors(line: Block, text: string, terms: readonly string[]): ReactNode {
  const spans = (line.ranges ?? [])
    // A null entry or one without indices (a note that skipped the schema) is passed over.
    .filter((range) => (range?.type === 'user' || range?.type === 'site') && Array.isArray(range.indices) && range.indices.length === 2)
    .map((range) => [range.indices[0]!, range.indices[1]!] as const)
    .filter(([start, end]) => start >= 0 && end <= text.length && start < end && !splitsPair(text, start) && !splitsPair(text, end))
    .sort((a, b) => a[0] - b[0]);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (start < at) continue; // overlapping ranges: the first one wins
    if (start > at) parts.push(highlighted(text.slice(at, start), terms, at));
    parts.push(<strong key={start}>{highlighted(text.slice(start, end), terms, start)}</strong>);
    at = end;
  }
  if (parts.length === 0) return highlighted(text, terms);
  if (at < text.length) parts.push(highlighted(text.slice(at), terms, at));
  return parts;
}

/** Whether a UTF-16 index falls inside a surrogate pair (an emoji), where no tag may start or end. */
function splitsPair(text: string, index: number): boolean {
  return index > 0 && /[\uD800-\uDBFF]/.test(text[index - 1]!) && /[\uDC00-\uDFFF]/.test(text[index] ?? '');
}
