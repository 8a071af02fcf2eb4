// The approve and like toggles' overrides (src/core/overrides.ts, declared in their action files).
import { describe, expect, it } from 'vitest';
import { defineOverride } from '../../src/core/overrides.ts';
import { defineAction } from '../../src/core/plugin.ts';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { approveAction, approvals, approveRequested } from './approve.ts';
import { likeAction, likeRequested, likes } from './like.ts';
import { spamAction } from './spam.ts';

describe('override resets', () => {
  it('approval and like overrides reset 10000 ms after approve', () => {
    const { core, clock, state } = testCore({ plugins: [approveAction, likeAction, spamAction], notes: makeNotes(1) });
    core.append(likeRequested.make(1, { liked: true }));
    clock.advance(5000);
    core.append(approveRequested.make(1, { approved: true }));
    expect(approvals.read(state())).toEqual({ 1: true });
    clock.advance(5000);
    expect(likes.read(state())).toEqual({});
    expect(approvals.read(state())).toEqual({ 1: true });
    clock.advance(5000);
    expect(approvals.read(state())).toEqual({});
  });

  it('after spam or trash both overrides reset 10000 ms after the removal is carried out', () => {
    const { core, clock, state } = testCore({ plugins: [approveAction, likeAction, spamAction], notes: makeNotes(2) });
    core.append(approveRequested.make(1, { approved: false }));
    clock.advance(9000);
    core.append({ type: 'undo/started', id: 1, kind: 'spam' });
    core.append({ type: 'undo/closed', id: 1 });
    clock.advance(9999);
    expect(approvals.read(state())).toEqual({ 1: false });
    clock.advance(1);
    expect(approvals.read(state())).toEqual({});
  });

  it("a plugin's own override resets after a removal too: the core names none", () => {
    const pins = defineOverride('pin', {
      name: 'pinned',
      requested: { 'pin/pinned': (event) => (event.type === 'plugin/recorded' && event.id !== null ? { ids: [event.id], value: true } : null) },
      failed: {},
      reset: { key: 'reset-pin', clears: ['pinned'] },
    });
    const pin = defineAction({ name: 'pin', label: 'Pin', stateField: pins, perform: ({ note }) => [{ type: 'plugin/recorded', plugin: 'pin', name: 'pinned', id: note.id }] });
    const { core, clock, state } = testCore({ plugins: [approveAction, spamAction, pin], notes: makeNotes(2) });
    core.append({ type: 'plugin/recorded', plugin: 'pin', name: 'pinned', id: 1 });
    core.append({ type: 'undo/started', id: 1, kind: 'spam' });
    core.append({ type: 'undo/closed', id: 1 });
    clock.advance(9999);
    expect(pins.read(state())).toEqual({ 1: true });
    clock.advance(1);
    expect(pins.read(state())).toEqual({});
  });
});


describe('an override kept for a queued request', () => {
  it('shows as soon as the action that keeps it loads later, before any other event', async () => {
    const { core, state } = testCore({ notes: makeNotes(1), laterPlugins: async () => [approveAction] });
    core.append({ type: 'queue/restored', entries: [{ key: 'k1', action: 'approve', noteId: 1, on: true, keeps: 'approval', siteId: 70, postId: 2, commentId: 1, at: 0 }] });
    await core.loadPlugins();
    expect(approvals.read(state())).toEqual({ 1: true });
  });
});
