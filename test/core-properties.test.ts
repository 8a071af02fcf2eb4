import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PanelEvent } from '../src/core/events.ts';
import { foldLog, parseLog } from '../src/core/log.ts';
import { createRegistry } from '../src/core/registry.ts';
import { defaultNoteTypes } from '../plugins/notes/index.ts';
import { approveRequested } from '../plugins/actions/approve.ts';
import { likeRequested } from '../plugins/actions/like.ts';
import { draftTyped } from '../plugins/actions/reply/drafts.ts';
import { makeNote } from './support/notes.ts';
import { testCore } from './support/core.ts';

const noteId = fc.integer({ min: 1, max: 8 });
// The shipped tabs: the core's and the note types' (Comments, Subscribers, Likes).
const TABS = createRegistry(defaultNoteTypes).tabs.map((tab) => tab.name);
const filter = fc.constantFrom(...TABS);
const note = fc.record({ id: noteId, type: fc.constantFrom('comment', 'like', 'follow', 'comment_like', 'reblog'), read: fc.constantFrom(0, 1), minute: fc.integer({ min: 0, max: 60 * 24 * 40 }), hash: fc.integer({ min: 1, max: 3 }) })
  .map(({ id, type, read, minute, hash }) => makeNote({ id, type, read, note_hash: hash, timestamp: new Date(Date.parse('2026-01-01T12:00:00Z') - minute * 60_000).toISOString() }));

type Step = { event: PanelEvent } | { advance: number } | { key: string };

const step: fc.Arbitrary<Step> = fc.oneof(
  noteId.map((id) => ({ event: { type: 'note/selected', id } as PanelEvent })),
  fc.constant({ event: { type: 'note/unselected' } as PanelEvent }),
  filter.map((name) => ({ event: { type: 'filter/chosen', name } as PanelEvent })),
  noteId.map((id) => ({ event: { type: 'note/hidden', id } as PanelEvent })),
  noteId.map((id) => ({ event: { type: 'note/restored', id } as PanelEvent })),
  fc.array(noteId, { maxLength: 3 }).map((ids) => ({ event: { type: 'note/markedRead', ids } as PanelEvent })),
  fc.array(noteId, { maxLength: 3 }).map((ids) => ({ event: { type: 'note/markedUnread', ids } as PanelEvent })),
  fc.tuple(noteId, fc.constantFrom('spam' as const, 'trash' as const)).map(([id, kind]) => ({ event: { type: 'undo/started', id, kind } as PanelEvent })),
  fc.tuple(fc.array(noteId, { minLength: 1, maxLength: 4 }), fc.constantFrom('spam' as const, 'trash' as const)).map(([ids, kind]) => ({ event: { type: 'undo/started', id: ids[0]!, ids, kind } as PanelEvent })),
  fc.tuple(noteId, fc.boolean()).map(([id, approved]) => ({ event: { type: 'undo/started', id, kind: 'approve', revert: [approveRequested.make(id, { approved })] } as PanelEvent })),
  noteId.map((id) => ({ event: { type: 'check/toggled', id } as PanelEvent })),
  noteId.map((id) => ({ event: { type: 'check/extended', id } as PanelEvent })),
  fc.constantFrom<PanelEvent>({ type: 'check/allChecked' }, { type: 'check/cleared' }).map((event) => ({ event })),
  noteId.map((id) => ({ event: { type: 'undo/cancelled', id } as PanelEvent })),
  noteId.map((id) => ({ event: { type: 'undo/closed', id } as PanelEvent })),
  noteId.map((id) => ({ event: { type: 'note/removalSucceeded', id, kind: 'spam' } as PanelEvent })),
  noteId.map((id) => ({ event: { type: 'note/removalFailed', id, kind: 'trash', message: 'x' } as PanelEvent })),
  fc.array(note, { maxLength: 3 }).map((notes) => ({ event: { type: 'notes/received', notes } as PanelEvent })),
  fc.array(noteId, { maxLength: 2 }).map((ids) => ({ event: { type: 'notes/removed', ids } as PanelEvent })),
  fc.tuple(noteId, fc.boolean()).map(([id, approved]) => ({ event: approveRequested.make(id, { approved }) })),
  fc.tuple(noteId, fc.boolean()).map(([id, liked]) => ({ event: likeRequested.make(id, { liked }) })),
  fc.integer({ min: 300, max: 1400 }).map((width) => ({ event: { type: 'viewport/resized', width, height: 700 } as PanelEvent })),
  fc.constantFrom<PanelEvent>({ type: 'panel/opened' }, { type: 'panel/closed' }, { type: 'shortcuts/enabled' }).map((event) => ({ event })),
  fc.tuple(noteId, fc.string({ maxLength: 5 })).map(([id, text]) => ({ event: draftTyped.make(id, { text }) })),
  fc.integer({ min: 0, max: 12_000 }).map((advance) => ({ advance })),
  fc.constantFrom('j', 'k', 'ArrowDown', 'ArrowUp', 'Enter', 'Escape', 'u', 'a', 'c', 'f', 'l', 'x', '*').map((key) => ({ key })),
);

function run(initial: ReturnType<typeof makeNote>[], steps: Step[], logLimit: number) {
  const harness = testCore({ notes: initial, open: true, logLimit, plugins: defaultNoteTypes });
  const checks: string[] = [];
  for (const item of steps) {
    if ('event' in item) harness.core.append(item.event);
    else if ('advance' in item) harness.clock.advance(item.advance);
    else harness.core.handleKey({ key: item.key });
    const state = harness.state();
    const selected = state.ui.selectedNoteId;
    if (selected !== null && state.hiddenNoteIds[selected]) checks.push(`selected hidden note ${selected}`);
    for (const id of state.checks.ids) if (!state.notes[id]) checks.push(`ticked note ${id} is gone`);
    if (new Set(state.checks.ids).size !== state.checks.ids.length) checks.push(`a note is ticked twice: ${state.checks.ids.join()}`);
  }
  return { ...harness, checks };
}

describe('core properties', () => {
  it('folding the exported log from scratch equals the live state', () => {
    fc.assert(
      fc.property(fc.array(note, { minLength: 1, maxLength: 8, size: 'max' }), fc.array(step, { minLength: 5, maxLength: 80, size: 'max' }), fc.integer({ min: 1, max: 40 }), (initial, steps, limit) => {
        const { core } = run(initial, steps, limit);
        expect(foldLog(parseLog(core.exportLog()), core.reduce)).toEqual(core.state.value);
      }),
      { numRuns: 150 },
    );
  });

  it('a hidden note never appears in any filter, in navigation or as the open note', () => {
    fc.assert(
      fc.property(fc.array(note, { minLength: 1, maxLength: 8, size: 'max' }), fc.array(step, { minLength: 5, maxLength: 80, size: 'max' }), (initial, steps) => {
        const { core, checks } = run(initial, steps, 1000);
        expect(checks).toEqual([]);
        const hidden = core.state.value.hiddenNoteIds;
        for (const name of TABS) {
          core.append({ type: 'filter/chosen', name });
          expect(core.select.visibleNotes.value.filter((n) => hidden[n.id])).toEqual([]);
          for (const key of ['j', 'j', 'k', 'ArrowDown']) {
            core.handleKey({ key });
            const selected = core.state.value.ui.selectedNoteId;
            expect(selected === null || !hidden[selected]).toBe(true);
            const around = [core.select.previousNote.value, core.select.nextNote.value];
            expect(around.filter((n) => n && hidden[n.id])).toEqual([]);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
