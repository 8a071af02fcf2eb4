// The calls actions make load on first use (src/core lazyModule). When that code cannot arrive
// (offline before the note's first action), the step fails visibly and nothing is left half done.
import { describe, expect, it, vi } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { platformCore, usePlatform } from '../testing/platform.ts';

vi.mock('./follow-calls.ts', () => {
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

  it('spam: once the undo bar ends, the note comes back with a message instead of vanishing', async () => {
    const { core, clock, state } = platformCore({ notes: makeNotes(3), select: 2 });
    core.handleKey({ key: 's' });
    clock.advance(4500);
    await core.effects.idle();
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 2, 3]);
    expect(state().status?.message).toBe('Could not mark the comment as spam. It is back in the list.');
    expect(platform.calls).toEqual([]);
  });
});
