import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorMessage, type Logger } from '../core/logger.ts';
import type { Note } from '../core/note.ts';
import { usePanel } from './context.ts';

/** What a note's boundary needs. */
interface NoteBoundaryProps {
  note: Note;
  /** Which part of the panel it guards, for the log: "row", "open note", "reply box". */
  part: string;
  logger: Logger;
  /** Drawn instead of the children while this note cannot be drawn. */
  fallback: ReactNode;
  children: ReactNode;
  /** Told instead of the log: a plugin's part reports to the faults ledger (src/ui/view-parts.tsx). */
  report?(error: unknown): void;
}

/**
 * Keeps a note that throws while it is drawn (one that reached the views without the schema: an
 * embedder's `core.append`, the gallery, a replayed log) to its own row, open note or reply box:
 * it shows `fallback` and is logged with its id, and the rest of the panel goes on working. A new
 * copy of the note (the platform sent it again) is tried again.
 */
export class NoteBoundary extends Component<NoteBoundaryProps, { failed: boolean; note: Note }> {
  constructor(props: NoteBoundaryProps) {
    super(props);
    this.state = { failed: false, note: props.note };
  }

  static getDerivedStateFromProps(props: NoteBoundaryProps, state: { failed: boolean; note: Note }) {
    return props.note === state.note ? null : { failed: false, note: props.note };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.props.report) return this.props.report(error);
    this.props.logger.error(`note ${this.props.note.id} can't be shown (${this.props.part}): ${errorMessage(error)}`, { error, componentStack: info.componentStack });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The one line shown where a note cannot be drawn. */
export function CantShow(props: { className: string; noteId?: number }) {
  const { i18n } = usePanel();
  return (
    // Still a place in the list the keyboard's j/k can land on (they focus [data-note-id]).
    <p className={props.className} data-note-id={props.noteId} tabIndex={props.noteId === undefined ? undefined : -1}>
      {i18n.__("This notification can't be shown")}
    </p>
  );
}
