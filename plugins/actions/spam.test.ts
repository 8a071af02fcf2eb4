import { describe, expect, it, vi } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { platformCore, usePlatform } from '../testing/platform.ts';

const platform = usePlatform();
// Three comments; note 2 is the one acted on. makeNotes gives ids 1..3 with comment id = note id.
const notes = () => makeNotes(3);

describe('spam', () => {
  it('hides the note behind an undo bar; undo restores and re-selects it and records unspam, with no call', async () => {
    const track = vi.fn();
    const { core, clock, state } = platformCore({ notes: notes(), select: 2, track });
    expect(core.handleKey({ key: 's' })).toEqual({ handled: true, by: 'spam' });
    expect(state().undo).toEqual({ id: 2, kind: 'spam', ids: [2], phase: 'pending', revert: [], removal: true });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 3]);
    expect(state().ui.selectedNoteId).toBe(3); // wide window: the next note opens
    expect(track).toHaveBeenCalledWith('spam', { note_id: 2, note_type: 'comment' });

    // Issue 11: u reaches the undo bar from the next note's detail view too.
    expect(core.handleKey({ key: 'u' })).toEqual({ handled: true, by: 'cancel-undo' });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 2, 3]);
    expect(state().ui.selectedNoteId).toBe(2);
    expect(track).toHaveBeenCalledWith('unspam', { note_id: 2 });
    clock.advance(10000);
    await core.effects.idle();
    expect(platform.calls).toEqual([]);
    expect(state().notes[2]).toBeDefined();
  });

  it('after 4500 ms GETs the comment, then updates its status to spam, then removes the note', async () => {
    platform.on('GET', '/sites/70/comments/2', { body: { ID: 2, status: 'approved' } });
    platform.on('POST', '/sites/70/comments/2', { body: { ID: 2, status: 'spam' } });
    const { core, clock, state } = platformCore({ notes: notes(), select: 2 });
    core.perform('spam', 2);
    clock.advance(4499);
    await core.effects.idle();
    expect(platform.calls).toEqual([]);
    clock.advance(1);
    await core.effects.idle();
    expect(platform.lines()).toEqual(['GET /sites/70/comments/2', 'POST /sites/70/comments/2']);
    expect(platform.calls[0]!.body).toBeNull();
    expect(platform.calls[1]!.body).toEqual({ status: 'spam' });
    expect(state().notes[2]).toBeUndefined();
    expect(state().undo).toBeNull();
  });

  it('restores the note and says so when the spam call fails', async () => {
    platform.on('GET', '/sites/70/comments/2', { body: { ID: 2, status: 'approved' } });
    platform.on('POST', '/sites/70/comments/2', { status: 500, body: { error: 'internal', message: 'Boom' } });
    const { core, clock, state, logger } = platformCore({ notes: notes() });
    core.perform('spam', 2);
    await clock.advanceAsync(4500);
    await core.effects.idle();
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 2, 3]);
    expect(state().undo).toBeNull();
    expect(state().status).toMatchObject({ kind: 'failure', message: 'Could not mark the comment as spam. It is back in the list.', durationMs: 6000 });
    expect(logger.entries.some((entry) => entry.level === 'error' && entry.message.includes('Boom'))).toBe(true);
  });

  it('runs a pending spam when the panel closes', async () => {
    platform.on('GET', '/sites/70/comments/2', { body: { ID: 2, status: 'approved' } });
    platform.on('POST', '/sites/70/comments/2', { body: { ID: 2, status: 'spam' } });
    const { core, state } = platformCore({ notes: notes() });
    core.perform('spam', 2);
    core.append({ type: 'panel/closed' });
    await core.effects.idle();
    expect(platform.lines()).toEqual(['GET /sites/70/comments/2', 'POST /sites/70/comments/2']);
    expect(state().notes[2]).toBeUndefined();
  });

  it('on a narrow window goes back to the list instead of opening the next note', () => {
    const { core, state } = platformCore({ notes: notes(), select: 2 });
    core.append({ type: 'viewport/resized', width: 600, height: 800 });
    core.perform('spam', 2);
    expect(state().ui.selectedNoteId).toBeNull();
  });

  it('is not offered without the spam flag', () => {
    const { core } = platformCore({ notes: [makeNote({ id: 4, actions: { 'approve-comment': true } })], select: 4 });
    expect(core.perform('spam', 4)).toBe(false);
  });
});
