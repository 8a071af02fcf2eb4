import { describe, expect, it, vi } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { defineAction, type StartHook } from './plugin.ts';

const starting = (name: string, start: StartHook) => defineAction({ name, label: name, perform: () => [], start });

describe('undo', () => {
  it("a plugin's own removal kind waits hidden behind the undo bar like spam and trash, and undo brings its note back", () => {
    const { core, clock, state } = testCore({ notes: makeNotes(3) });
    core.append({ type: 'undo/started', id: 2, kind: 'archive', removal: true });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 3]);
    core.append({ type: 'undo/cancelled', id: 2 });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 2, 3]);
    core.append({ type: 'undo/started', id: 2, kind: 'archive', removal: true });
    clock.advance(4500);
    expect(state().undo).toMatchObject({ id: 2, kind: 'archive', phase: 'committing' });
  });

  it('hides the note behind the undo bar and commits after 4500 ms', () => {
    const { core, clock, state } = testCore({ notes: makeNotes(3) });
    // As a log written before steps said they were removals: nothing reverts it, so it is one.
    core.append({ type: 'undo/started', id: 2, kind: 'spam' });
    expect(state().undo).toEqual({ id: 2, kind: 'spam', ids: [2], phase: 'pending', revert: [], removal: true });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 3]);
    clock.advance(4499);
    expect(state().undo?.phase).toBe('pending');
    clock.advance(1);
    expect(state().undo?.phase).toBe('committing');
    expect(core.exportLog()).toContain('"type":"undo/committed","id":2,"kind":"spam"');
  });

  it('undo cancels the timer, restores and re-selects the note, and records untrash', () => {
    const track = vi.fn();
    const { core, clock, state } = testCore({ notes: makeNotes(3), track });
    core.append({ type: 'note/selected', id: 2 });
    core.append({ type: 'undo/started', id: 2, kind: 'trash' });
    core.append({ type: 'undo/cancelled', id: 2 });
    expect(state().undo).toBeNull();
    expect(state().hiddenNoteIds).toEqual({});
    expect(state().ui.selectedNoteId).toBe(2);
    expect(track).toHaveBeenCalledWith('untrash', { note_id: 2 });
    clock.advance(10_000);
    expect(core.exportLog()).not.toContain('undo/committed');
  });

  it('the close button commits at once', () => {
    const { core, state } = testCore({ notes: makeNotes(2) });
    core.append({ type: 'undo/started', id: 1, kind: 'trash' });
    core.append({ type: 'undo/closed', id: 1 });
    expect(state().undo?.phase).toBe('committing');
  });

  it('is never silently lost: closing the panel or flushing before unload commits it', () => {
    const first = testCore({ notes: makeNotes(2), open: true });
    first.core.append({ type: 'undo/started', id: 1, kind: 'spam' });
    first.core.append({ type: 'panel/closed' });
    expect(first.state().undo?.phase).toBe('committing');

    const second = testCore({ notes: makeNotes(2), open: true });
    second.core.append({ type: 'undo/started', id: 1, kind: 'spam' });
    second.core.flush();
    expect(second.state().undo?.phase).toBe('committing');
  });

  it('a second removal commits the first one instead of dropping it', () => {
    const { core } = testCore({ notes: makeNotes(3) });
    core.append({ type: 'undo/started', id: 1, kind: 'spam' });
    core.append({ type: 'undo/started', id: 2, kind: 'trash' });
    expect(core.exportLog()).toContain('"type":"undo/committed","id":1,"kind":"spam"');
  });

  it('a failed removal restores the note; a successful one removes it', () => {
    const { core, state } = testCore({ notes: makeNotes(3) });
    core.append({ type: 'undo/started', id: 1, kind: 'spam' });
    core.append({ type: 'undo/closed', id: 1 });
    core.append({ type: 'note/removalFailed', id: 1, kind: 'spam', message: 'Server error' });
    expect(state().hiddenNoteIds).toEqual({});
    expect(state().undo).toBeNull();
    core.append({ type: 'undo/started', id: 2, kind: 'trash' });
    core.append({ type: 'undo/closed', id: 2 });
    core.append({ type: 'note/removalSucceeded', id: 2, kind: 'trash' });
    expect(state().notes[2]).toBeUndefined();
    expect(state().undo).toBeNull();
  });
});

describe('effects', () => {
  it("runs a plugin's start hook once it is registered, at creation or loaded later; one that throws is logged", async () => {
    const found = (name: string): StartHook => (context) => [{ type: 'plugin/recorded', plugin: name, name: 'found', id: context.storage.keys().length }];
    const broken = starting('broken', () => {
      throw new Error('no storage');
    });
    const { core, logger } = testCore({ plugins: [starting('early', found('early')), broken], laterPlugins: async () => [starting('late', found('late'))] });
    const started = () => core.exportLog().match(/"plugin":"(early|late)","name":"found"/g) ?? [];
    expect(started()).toHaveLength(1);
    expect(logger.entries.some((entry) => entry.level === 'error' && entry.message.startsWith('plugin broken: its start failed and was skipped'))).toBe(true);
    await core.loadPlugins();
    await core.loadPlugins();
    expect(started()).toEqual(['"plugin":"early","name":"found"', '"plugin":"late","name":"found"']);
  });

  it('an effect that throws becomes an effect/failed event and a log line; the core goes on', async () => {
    const { core, logger, state } = testCore({ notes: makeNotes(1) });
    core.effects.on('note/selected', () => {
      throw new Error('boom');
    });
    core.effects.on('note/unselected', async () => {
      throw new Error('async boom');
    });
    core.append({ type: 'note/selected', id: 1 });
    core.append({ type: 'note/unselected' });
    await core.effects.idle();
    expect(core.exportLog().match(/effect\/failed/g)).toHaveLength(2);
    expect(logger.entries.filter((entry) => entry.level === 'error').map((entry) => entry.message)).toEqual([
      'effect for note/selected failed: boom',
      'effect for note/unselected failed: async boom',
    ]);
    expect(state().ui.selectedNoteId).toBeNull();
  });

  it('events appended by listeners reach every listener in seq order', () => {
    const { core } = testCore({ notes: makeNotes(1) });
    const seen: string[] = [];
    core.bus.onAny((event) => seen.push(`${event.seq}:${event.type}`));
    core.effects.on('note/selected', () => ({ type: 'status/shown', message: 'opened', kind: 'info' }));
    const off = core.bus.on('status/shown', (event) => seen.push(`status ${event.message}`));
    const selected = core.append({ type: 'note/selected', id: 1 });
    expect(seen.filter((line) => line.includes(':'))).toEqual([`${selected.seq}:note/selected`, `${selected.seq + 1}:status/shown`]);
    expect(seen).toContain('status opened');
    off();
    core.append({ type: 'status/shown', message: 'again', kind: 'info' });
    expect(seen).not.toContain('status again');
  });

  it('append stamps seq and at from the injected clock, whatever the caller passes', () => {
    const { core, clock } = testCore();
    clock.advance(1234);
    const stamped = core.append({ type: 'panel/opened', seq: 999, at: 1 } as never);
    expect(stamped.at).toBe(clock.now());
    expect(stamped.seq).not.toBe(999);
  });

  it('two cores in one process do not interfere, and a disposed core stops its timers', () => {
    const a = testCore({ notes: makeNotes(2) });
    const b = testCore({ notes: makeNotes(2) });
    a.core.append({ type: 'note/selected', id: 1 });
    a.core.append({ type: 'undo/started', id: 2, kind: 'spam' });
    expect(b.state().ui.selectedNoteId).toBeNull();
    expect(b.state().undo).toBeNull();
    a.core.dispose();
    expect(a.clock.pendingTimers()).toBe(0);
    const before = a.state();
    a.core.append({ type: 'panel/opened' });
    expect(a.state()).toBe(before);
    expect(a.logger.entries.at(-1)?.message).toBe('panel/opened ignored: this core was disposed');
  });
});

describe('tracking', () => {
  it("tracks 'open' with the note's id and type each time a note is opened (SPEC §7)", () => {
    const track = vi.fn();
    const { core } = testCore({ notes: makeNotes(2), track });
    core.append({ type: 'note/selected', id: 2 });
    core.append({ type: 'note/selected', id: 1 });
    core.append({ type: 'note/selected', id: 99 });
    expect(track.mock.calls.filter(([name]) => name === 'open')).toEqual([
      ['open', { note_id: 2, note_type: 'comment' }],
      ['open', { note_id: 1, note_type: 'comment' }],
    ]);
  });
});
