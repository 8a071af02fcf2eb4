import { describe, expect, it } from 'vitest';
import { createMemoryLogger, createSharedMemoryStorage, writeDraft } from '../../../src/core/index.ts';
import { testCore } from '../../../test/support/core.ts';
import { makeNotes } from '../../../test/support/notes.ts';
import { replyAction } from './reply.ts';
import { replyState } from './state.ts';
import { sendSucceeded } from './box.ts';
import { draftTyped } from './drafts.ts';

const START = Date.parse('2026-01-01T12:00:00Z');

describe('reply drafts across visits', () => {
  it('a core restores saved drafts on start and expires them after 24 hours', () => {
    const shared = createSharedMemoryStorage();
    const logger = createMemoryLogger();
    const first = testCore({ plugins: [replyAction], storage: shared.tab(logger), start: START, notes: makeNotes(2) });
    first.core.append(draftTyped.make(1, { text: 'half a thought' }));
    expect(shared.data.get('reply_1')).toBe(JSON.stringify(['half a thought', START]));

    const second = testCore({ plugins: [replyAction], storage: shared.tab(logger), start: START + 3_600_000, notes: makeNotes(2) });
    const drafts = () => replyState.read(second.state()).drafts;
    expect(drafts()[1]).toEqual({ text: 'half a thought', savedAt: START });
    second.clock.advance(86_400_000 - 3_600_000);
    expect(drafts()[1]).toBeDefined();
    second.clock.advance(1);
    expect(drafts()[1]).toBeUndefined();
    expect(shared.data.has('reply_1')).toBe(false);
  });

  it('restores them when the reply action is registered after the core was created (the first-open chunk)', async () => {
    const shared = createSharedMemoryStorage();
    const storage = shared.tab(createMemoryLogger());
    writeDraft(storage, 1, 'typed yesterday evening', START - 3_600_000);
    writeDraft(storage, 2, 'typed two days ago', START - 2 * 86_400_000);
    const { core, clock, state } = testCore({ storage, start: START, laterPlugins: async () => [replyAction] });
    expect(state().plugins.reply).toBeUndefined();
    await core.loadPlugins();
    expect(replyState.read(state()).drafts).toEqual({ 1: { text: 'typed yesterday evening', savedAt: START - 3_600_000 } });
    // The older one is gone from storage too; the restored one still expires on time.
    expect([...shared.data.keys()]).toEqual(['reply_1']);
    clock.advance(86_400_000 - 3_600_000 + 1);
    expect(replyState.read(state()).drafts[1]).toBeUndefined();
    expect(shared.data.has('reply_1')).toBe(false);
  });

  it('a posted reply removes its stored draft', () => {
    const shared = createSharedMemoryStorage();
    const { core } = testCore({ plugins: [replyAction], storage: shared.tab(createMemoryLogger()), notes: makeNotes(1) });
    core.append(draftTyped.make(1, { text: 'Thanks!' }));
    core.append(sendSucceeded.make(1, { url: undefined }));
    expect(shared.data.has('reply_1')).toBe(false);
  });
});
