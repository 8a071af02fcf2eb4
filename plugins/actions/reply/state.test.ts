import { describe, expect, it } from 'vitest';
import { checkFields } from '../../../src/core/index.ts';
import { testCore } from '../../../test/support/core.ts';
import { makeNote, makeNotes } from '../../../test/support/notes.ts';
import { replyAction } from './reply.ts';
import { replyState } from './state.ts';
import { boxLeft, boxOpened, sendFailed, sendRequested, sendRetryScheduled, sendSucceeded } from './box.ts';
import { draftsLoaded, draftTyped } from './drafts.ts';

const replyCore = (options: Parameters<typeof testCore>[0] = {}) => {
  const built = testCore({ plugins: [replyAction], ...options });
  return { ...built, slice: () => replyState.read(built.state()) };
};

describe('reply box state', () => {
  it('goes idle, active, submitting, then posted and clears the draft', () => {
    const { core, state, slice } = replyCore({ notes: makeNotes(1), open: true });
    core.append(boxOpened.make(1, {}));
    core.append(draftTyped.make(1, { text: 'Thanks!' }));
    expect(slice().drafts[1]).toMatchObject({ text: 'Thanks!' });
    core.append(sendRequested.make(1, { text: 'Thanks!' }));
    expect(slice().replies[1]?.phase).toBe('submitting');
    expect(state().ui.keyboardShortcutsAreEnabled).toBe(false);
    core.append(sendSucceeded.make(1, { url: 'https://x.example/#comment-1' }));
    expect(slice().replies[1]?.phase).toBe('posted');
    expect(slice().drafts[1]).toBeUndefined();
    expect(state().ui.keyboardShortcutsAreEnabled).toBe(true);
  });

  it('keeps whitespace while typing, and a blank blur clears it with the box', () => {
    const { core, slice } = replyCore({ notes: makeNotes(1) });
    core.append(boxOpened.make(1, {}));
    core.append(draftTyped.make(1, { text: '\n' }));
    expect(slice().drafts[1]?.text).toBe('\n');
    core.append(boxLeft.make(1, { blank: true }));
    expect(slice().drafts[1]).toBeUndefined();
  });

  it('blur with a blank value resets an active box; with text it stays active', () => {
    const { core, slice } = replyCore({ notes: makeNotes(1) });
    core.append(boxOpened.make(1, {}));
    core.append(boxLeft.make(1, { blank: false }));
    expect(slice().replies[1]?.phase).toBe('active');
    core.append(boxLeft.make(1, { blank: true }));
    expect(slice().replies[1]?.phase).toBe('idle');
  });

  it('a failed reply resets its retries and re-enables shortcuts', () => {
    const { core, state, slice } = replyCore({ notes: makeNotes(1) });
    core.append(sendRequested.make(1, { text: 'x' }));
    core.append(sendRetryScheduled.make(1, { attempt: 2 }));
    expect(slice().replies[1]?.retries).toBe(2);
    core.append(sendFailed.make(1, { reason: 'error', message: 'Reply Failed: Please, try again.' }));
    expect(slice().replies[1]).toEqual({ phase: 'failed', retries: 0 });
    expect(state().ui.keyboardShortcutsAreEnabled).toBe(true);
  });

  it('a note that leaves the panel takes its box and draft with it; a restored draft of a note not loaded yet stays', () => {
    const { core, slice } = replyCore({ notes: makeNotes(6) });
    core.append(draftsLoaded.make(null, { drafts: { 40: { text: 'for later', savedAt: 0 } } }));
    core.append(boxOpened.make(6, {}));
    core.append(draftTyped.make(6, { text: 'half a thought' }));
    core.append(draftTyped.make(2, { text: 'another' }));
    // The server's window moved down to notes 1–3: 4–6 leave.
    core.append({ type: 'notes/received', notes: [], listIds: [1, 2, 3] });
    expect(slice().replies[6]).toBeUndefined();
    expect(slice().drafts[6]).toBeUndefined();
    expect(Object.keys(slice().drafts)).toEqual(['2', '40']);
    core.append({ type: 'notes/removed', ids: [2] });
    expect(Object.keys(slice().drafts)).toEqual(['40']);
  });

  it('a note with a reply on its way stays when the window moves, and its navigation is off until the reply ends', () => {
    const { core, state } = replyCore({ notes: makeNotes(6), open: true });
    core.append({ type: 'note/selected', id: 5 });
    core.append(sendRequested.make(5, { text: 'Thanks!' }));
    expect(core.registry.isBusy(state(), 5)).toBe(true);
    expect(core.handleKey({ key: 'j' })).toMatchObject({ handled: false, reason: 'guard' });
    core.append({ type: 'note/unselected' });
    core.append({ type: 'notes/received', notes: [], listIds: [1, 2] });
    expect(state().notes[5]).toBeDefined();
    expect(state().notes[6]).toBeUndefined();
    core.append(sendFailed.make(5, { reason: 'error', message: 'x' }));
    expect(core.registry.isBusy(state(), 5)).toBe(false);
    expect(state().ui.keyboardShortcutsAreEnabled).toBe(true);
    core.append({ type: 'notes/received', notes: [], listIds: [1, 2] });
    expect(state().notes[5]).toBeUndefined();
  });

  it("starts afresh from an older log's slice (the fetches only) or an odd value, checked where the log is read", () => {
    const { core, slice } = replyCore({ notes: [makeNote({ id: 1 })] });
    const read = (plugins: Record<string, unknown>) => checkFields(core.registry.stateFields, { ...core.state.peek(), plugins });
    const folded = core.reduce(read({ reply: { fetchingSite: 7, profileAskedBy: null, profileFailedAt: null } }), { ...boxOpened.make(1, {}), seq: 99, at: 0 });
    expect(replyState.read(folded)).toMatchObject({ fetchingSite: null, replies: { 1: { phase: 'active', retries: 0 } }, drafts: {} });
    const odd = core.reduce(read({ reply: 'garbage' }), { ...sendRequested.make(1, { text: 'x' }), seq: 100, at: 0 });
    expect(replyState.read(odd).replies[1]?.phase).toBe('submitting');
    expect(slice().replies).toEqual({});
  });
});
