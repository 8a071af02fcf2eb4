/**
 * The comment type's view module: a reply's parent comment (its own block kind, comment.ts) is drawn
 * as the panel draws a comment, under a line saying whose it is. "Your comment:" only once /me says
 * its author is the signed-in user (a post's author also gets replies to other people's comments);
 * else the author's name where the note names them; else "In reply to:". Never a guess.
 */
import type { Note } from '../../src/core/index.ts';
import { BlockText, definePluginViews, type BlockPartProps } from '../../src/views.ts';
import { replyState } from '../actions/reply/state.ts';

/** The name a block of the note gives user `id`: a user block's text, or the text of a user range naming them. */
function nameOf(note: Note, id: number): string | undefined {
  for (const block of note.body ?? []) {
    const range = block?.ranges?.find((candidate) => candidate?.type === 'user' && Number(candidate.id) === id);
    const name = block?.type === 'user' && block.meta?.ids?.user === id ? block.text : range && block!.text?.slice(range.indices[0], range.indices[1]);
    if (name) return name;
  }
  return undefined;
}

// example:captioned-block
/** The parent comment: its caption, then its text as a comment block (the thread's quote style). */
function ParentComment({ note, state, block, i18n }: BlockPartProps) {
  const author = block.meta?.ids?.user;
  const mine = author !== undefined && replyState.read(state).me?.id === author;
  const name = author === undefined ? undefined : nameOf(note, author);
  /* translators: %s: the name of the person whose comment this reply answers */
  const named = name && i18n.__('In reply to %s:').replace('%s', name);
  const caption = mine ? i18n.__('Your comment:') : named || i18n.__('In reply to:');
  return (
    <div className="wpnc__captioned">
      <p className="wpnc__caption">{caption}</p>
      <BlockText block={block} kind="comment" />
    </div>
  );
}

export const commentViews = definePluginViews({ plugin: 'comment', blocks: { 'parent-comment': ParentComment } });
// end
