import type { Note } from '../core/note.ts';
import { usePanel } from './context.ts';
import { TextBlock } from './TextBlock.tsx';
import { startsWithAvatar, UserBlock } from './UserBlock.tsx';

/** The avatar size in the note's header: a line of context, smaller than the people in the body. */
const HEADER_AVATAR_SIZE = 24;

/** The header its note type asks for: the user, the site and prompt, or the plain subject. */
export function NoteHeader(props: { note: Note }) {
  const { core } = usePanel();
  const { note } = props;
  const kind = core.registry.noteTypeFor(note).header(note);
  const blocks = (kind === 'subject' ? note.subject : note.header) ?? note.subject ?? [];
  return (
    <header className={`wpnc__header is-${kind}`}>
      {blocks.filter(Boolean).map((block, index) => {
        const kind = index === 0 ? 'text' : 'comment';
        return startsWithAvatar(block) ? <UserBlock key={index} block={block} kind={kind} size={HEADER_AVATAR_SIZE} /> : <TextBlock key={index} block={block} kind={kind} />;
      })}
    </header>
  );
}
