import { describe, expect, it, vi } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import { platformCore, usePlatform } from '../testing/platform.ts';

const platform = usePlatform();

describe('trash', () => {
  it('deletes the comment at once when the undo bar is closed, then removes the note', async () => {
    platform.on('POST', '/sites/70/comments/2/delete', { body: { ID: 2, status: 'trash' } });
    const track = vi.fn();
    const { core, state } = platformCore({ notes: makeNotes(3), select: 2, track });
    expect(core.handleKey({ key: 't' })).toEqual({ handled: true, by: 'trash' });
    expect(state().undo).toMatchObject({ id: 2, kind: 'trash' });
    core.append({ type: 'undo/closed', id: 2 }); // the close button, no waiting for 4500 ms
    await core.effects.idle();
    expect(platform.lines()).toEqual(['POST /sites/70/comments/2/delete']);
    expect(platform.calls[0]!.body).toBeNull();
    expect(state().notes[2]).toBeUndefined();
    expect(track).toHaveBeenCalledWith('trash', { note_id: 2, note_type: 'comment' });
  });

  it('undo restores the note, re-selects it and records untrash', () => {
    const track = vi.fn();
    const { core, state } = platformCore({ notes: makeNotes(3), select: 2, track });
    core.perform('trash', 2);
    core.append({ type: 'undo/cancelled', id: 2 });
    expect(state().ui.selectedNoteId).toBe(2);
    expect(track).toHaveBeenCalledWith('untrash', { note_id: 2 });
  });

  it('restores the note with a message when the delete fails', async () => {
    platform.on('POST', '/sites/70/comments/2/delete', { status: 403, body: { error: 'unauthorized', message: 'Not yours' } });
    const { core, state } = platformCore({ notes: makeNotes(3) });
    core.perform('trash', 2);
    core.flush(); // before the page unloads
    await core.effects.idle();
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 2, 3]);
    expect(state().status?.message).toBe('Could not move the comment to the trash. It is back in the list.');
  });
});
