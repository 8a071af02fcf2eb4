import { describe, expect, it } from 'vitest';
import { fetchNote, fetchNoteHashes } from '../src/api/notifications.ts';
import type { Note } from '../src/api/schema.ts';
import { useMockPlatform } from './testing.ts';

const platform = useMockPlatform();

// Sample facts: note 3499999998 is comment 7 on site 150062674 (approved, not liked, by a user of
// site 96074282 not followed); note 3499999997 is comment 10 on site 150031337, a reply to comment 9.
const note = async (id: number): Promise<Note> => {
  const found = (await fetchNote(platform.client(), id)).notes[0];
  if (!found) throw new Error(`note ${id} missing`);
  return found;
};
const actionsOf = (found: Note): Record<string, unknown> => found.body.findLast((block) => block.actions)?.actions ?? {};
const listedIds = async (): Promise<number[]> => (await fetchNoteHashes(platform.client(), { number: 100 })).notes.map((entry) => entry.id);

describe('moderation changes the note as the platform does', () => {
  it('unapproving and approving flip the approve flag and change the hash', async () => {
    const site = platform.client().site(150062674);
    const original = await note(3499999998);
    expect(actionsOf(original)['approve-comment']).toBe(true);

    expect(await site.comment(7).update({ status: 'unapproved' })).toMatchObject({ ID: 7, status: 'unapproved' });
    const unapproved = await note(3499999998);
    expect(actionsOf(unapproved)['approve-comment']).toBe(false);
    expect(unapproved.note_hash).not.toBe(original.note_hash);

    await site.comment(7).update({ status: 'approved' });
    const approved = await note(3499999998);
    expect(actionsOf(approved)['approve-comment']).toBe(true);
    expect(approved.note_hash).not.toBe(unapproved.note_hash);
  });

  it('likes and unlikes a comment and a post, and follows a site', async () => {
    const client = platform.client();
    expect(await client.site(150062674).comment(7).like().add()).toMatchObject({ i_like: true, like_count: 1 });
    expect(actionsOf(await note(3499999998))['like-comment']).toBe(true);
    expect(await client.site(150062674).comment(7).like().del()).toMatchObject({ i_like: false, like_count: 0 });
    expect(actionsOf(await note(3499999998))['like-comment']).toBe(false);

    expect(await client.site(103195854).post(124).like().del()).toMatchObject({ i_like: false });
    expect(actionsOf(await note(3499999976))['like-post']).toBe(false);
    expect(await client.site(103195854).post(124).like().add()).toMatchObject({ i_like: true });
    expect(actionsOf(await note(3499999976))['like-post']).toBe(true);

    expect(await client.site(96074282).follow().follow()).toEqual({ is_following: true });
    expect((await note(3499999998)).body[0]?.actions?.follow).toBe(true);
    expect(await client.site(96074282).follow().unfollow()).toEqual({ is_following: false });
    expect((await note(3499999998)).body[0]?.actions?.follow).toBe(false);
  });

  it('a reply approves the parent, appears on its note, and the same text again is a 409', async () => {
    const site = platform.client().site(150031337);
    await site.comment(10).update({ status: 'unapproved' });
    const reply = await site.comment(10).reply('Thanks, glad it helped!');
    expect(reply).toMatchObject({ status: 'approved', parent: { ID: 10 }, content: 'Thanks, glad it helped!' });
    expect(reply.URL).toMatch(/#comment-\d+$/);

    const replied = await note(3499999997);
    expect(replied.meta.ids.reply_comment).toBe(reply.ID);
    expect(replied.body.at(-1)?.ranges?.[1]).toMatchObject({ id: reply.ID, url: reply.URL });
    expect(actionsOf(replied)['approve-comment']).toBe(true);
    expect(await site.comment(reply.ID).get()).toMatchObject({ ID: reply.ID, status: 'approved' });

    await expect(site.comment(10).reply('Thanks, glad it helped!')).rejects.toMatchObject({
      statusCode: 409,
      error: 'comment_duplicate',
      message: 'Duplicate comment detected; it looks as though you’ve already said that!',
    });
  });

  it('comments on a post and answers with the comment URL', async () => {
    const comment = await platform.client().site(103195854).post(124).comment().add('Great read.');
    expect(comment).toMatchObject({ status: 'approved', post: { ID: 124 } });
    expect(comment.URL).toMatch(/#comment-\d+$/);
  });

  it('spam reads the comment, then removes its notes from the list', async () => {
    const site = platform.client().site(150062674);
    expect(await site.comment(7).get()).toMatchObject({ ID: 7, status: 'approved' });
    await site.comment(7).update({ status: 'spam' });
    expect(await listedIds()).not.toContain(3499999998);
    expect(await site.comment(7).get()).toMatchObject({ status: 'spam' });
    await expect(fetchNote(platform.client(), 3499999998)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('trash (the delete call) removes the note; the comment stays in the trash', async () => {
    const site = platform.client().site(150031337);
    expect(await listedIds()).toContain(3499999997);
    expect(await site.comment(10).del()).toMatchObject({ ID: 10, status: 'trash' });
    expect(await listedIds()).not.toContain(3499999997);
    expect(platform.running().state.getComment('150031337', 10).status).toBe('trash');
  });

  it('answers unknown comments and bad statuses like the platform', async () => {
    const site = platform.client().site(150031337);
    await expect(site.comment(987654).get()).rejects.toMatchObject({ statusCode: 404, error: 'unknown_comment' });
    await expect(site.comment(2).update({ status: 'bogus' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(site.comment(2).reply('   ')).rejects.toMatchObject({ statusCode: 400 });
  });
});
