// The calls actions make load on demand (src/core lazyModule). When that code cannot arrive (offline
// before the first action), nothing is left half done: a queueable step waits in the offline queue,
// subscribe (not queueable) goes back.
import { describe, expect, it, vi } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { platformCore, usePlatform } from '../testing/platform.ts';

// vi.mock is hoisted above everything else in the file, so each factory says it itself.
vi.mock('./follow-calls.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('./approve-calls.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('../lib/removal-commit.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const platform = usePlatform();

describe('an action whose code cannot load', () => {
  it('subscribe: the toggle goes back and nothing stays in flight', async () => {
    const { core, state } = platformCore({ notes: [makeNote({ id: 5, type: 'follow' })], select: 5 });
    core.perform('follow', 5);
    expect(state().follows[7]).toMatchObject({ following: true, inFlight: true });
    await core.effects.idle();
    expect(state().follows[7]?.inFlight ?? false).toBe(false);
    expect(state().follows[7]?.following ?? false).toBe(false);
    expect(core.exportLog()).toContain('"type":"user/followFailed"');
    expect(platform.calls).toEqual([]);
  });

  it('approve: the approval is kept and waits in the queue, as an action taken offline does', async () => {
    const { core, state } = platformCore({ notes: makeNotes(3), select: 2 });
    core.perform('approve', 2);
    await core.effects.idle();
    expect(state().queue.map((entry) => [entry.action, entry.noteId, entry.on])).toEqual([['approve', 2, true]]);
    expect(state().approvals[2]).toBe(true);
    expect(platform.calls).toEqual([]);
  });

  it('spam: once the undo bar ends, the note stays hidden and waits in the queue instead of vanishing', async () => {
    const { core, clock, state } = platformCore({ notes: makeNotes(3), select: 2 });
    core.handleKey({ key: 's' });
    clock.advance(4500);
    await core.effects.idle();
    expect(state().queue.map((entry) => [entry.action, entry.noteId])).toEqual([['spam', 2]]);
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 3]);
    expect(platform.calls).toEqual([]);
  });
});
