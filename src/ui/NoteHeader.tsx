import type { Note } from '../core/note.ts';
import type { RowMark } from '../core/plugin.ts';
import { usePanel } from './context.ts';
import { TextBlock } from './TextBlock.tsx';
import { startsWithAvatar, UserBlock } from './UserBlock.tsx';
import { HeaderParts } from './view-parts.tsx';

/** The avatar size in the note's header: a line of context, smaller than the people in the body. */
const HEADER_AVATAR_SIZE = 24;

/** The header its note type asks for: the user, the site and prompt, or the plain subject. */
export function NoteHeader(props: { note: Note; /** The plugins' header marks (the open note's view slots). */ marks?: readonly RowMark[] }) {
  const { core, i18n } = usePanel();
  const { note } = props;
  const kind = core.registry.noteTypeFor(note).header(note);
  const blocks = (kind === 'subject' ? note.subject : note.header) ?? note.subject ?? [];
  const marks = props.marks ?? [];
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
      <HeaderParts note={note} />
    </header>
  );
}
