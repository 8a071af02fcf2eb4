// Edit only asks for a link to open: the host or a new tab shows the editor, no API call.
import { describe, expect, it } from 'vitest';
import { makeNote } from '../../test/support/notes.ts';
import { platformCore, usePlatform } from '../testing/platform.ts';

const platform = usePlatform();
const editable = () => ({
  ...makeNote({ id: 5 }),
  body: [{ text: 'Hi', type: 'comment', meta: { ids: { site: 70, post: 2, comment: 5 } }, actions: { 'edit-comment': true }, edit_comment_link: 'https://wordpress.com/comment/site/5' }],
});

function opened(built: ReturnType<typeof platformCore>) {
  return built.core.exportLog().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { type: string }).filter((event) => event.type === 'link/openRequested');
}

describe('edit', () => {
  it('E on a comment opens its editor', () => {
    const built = platformCore({ notes: [editable()], select: 5 });
    expect(built.core.handleKey({ key: 'e' })).toEqual({ handled: true, by: 'edit' });
    expect(opened(built)).toMatchObject([{ target: 'editComment', url: 'https://wordpress.com/comment/site/5', siteId: 70, postId: 2, commentId: 5 }]);
    expect(platform.calls).toEqual([]);
  });

  it('is not offered without the edit flag', () => {
    const built = platformCore({ notes: [makeNote({ id: 9 })], select: 9 });
    expect(built.core.handleKey({ key: 'e' })).toEqual({ handled: false, reason: 'not-applicable' });
  });
});
