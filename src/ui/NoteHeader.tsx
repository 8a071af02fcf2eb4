import type { Note } from '../core/note.ts';
import { noteView } from '../core/plugin-views.ts';
import { usePanel } from './context.ts';
import { TextBlock } from './TextBlock.tsx';
import { startsWithAvatar, UserBlock } from './UserBlock.tsx';

/** The avatar size in the note's header: a line of context, smaller than the people in the body. */
const HEADER_AVATAR_SIZE = 24;

/** The header its note type asks for: the user, the site and prompt, or the plain subject. */
export function NoteHeader(props: { note: Note }) {
  const { core, i18n } = usePanel();
  const { note } = props;
  const kind = core.registry.noteTypeFor(note).header(note);
  const blocks = (kind === 'subject' ? note.subject : note.header) ?? note.subject ?? [];
  // What the plugins' view slots add to the header (NoteDetail re-renders this on every state change).
  const marks = noteView(core.registry, note, core.state.peek()).headerMarks;
  return (
    <header className={`wpnc__header is-${kind}`}>
      {blocks.filter(Boolean).map((block, index) => {
        const kind = index === 0 ? 'text' : 'comment';
        return startsWithAvatar(block) ? <UserBlock key={index} block={block} kind={kind} size={HEADER_AVATAR_SIZE} /> : <TextBlock key={index} block={block} kind={kind} />;
      })}
      {marks.map((mark, index) => (
        <span key={`mark-${index}`} className="wpnc__mark wpnc__header-mark" dir="auto">
          <span aria-hidden={mark.label ? 'true' : undefined}>{i18n.__(mark.text)}</span>
          {mark.label ? <span className="wpnc__sr-only">{i18n.__(mark.label)}</span> : null}
        </span>
      ))}
    </header>
  );
}
