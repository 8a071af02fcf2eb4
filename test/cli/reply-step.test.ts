// A feed's `reply` step drives the open note's reply box through its action's composer, as the
// panel's box does: whatever facts that action records, and none when the note offers no box.
import { describe, expect, it } from 'vitest';
import { playStep, type PlayContext } from '../../cli/play.ts';
import type { Tab } from '../../cli/tab.ts';
import { defineAction, definePluginEvent, parseLog, type PanelCore } from '../../src/core/index.ts';
import { makeNote } from '../support/notes.ts';
import { testCore } from '../support/core.ts';

/** A third party's box under every note: it records what it is told, as its own facts. */
const told = definePluginEvent('note-box', 'told', (data) => (typeof data === 'string' ? data : null));
const noteBox = defineAction({
  name: 'note-box',
  label: 'Note',
  perform: () => [],
  facts: [told],
  composer: {
    placeholder: () => ({ message: 'Note…' }),
    box: () => ({ phase: 'idle', text: '', focusKey: null }),
    focused: ({ note }) => [told.make(note.id, 'focused')],
    typed: (text, { note }) => [told.make(note.id, `typed ${text}`)],
    left: () => [],
    submit: (text, { note }) => [told.make(note.id, `sent ${text}`)],
  },
});

const contextFor = (core: PanelCore): PlayContext => ({
  feedFile: 'feed.json',
  platform: undefined as never,
  tab: () => ({ core }) as Tab,
  pushed: { count: 0 },
});

const eventsOf = (core: PanelCore) => parseLog(core.exportLog()).events;
const factsOf = (core: PanelCore) =>
  eventsOf(core)
    .map((event) => told.read(event))
    .filter((fact) => fact !== null)
    .map(({ id, data }) => `${id}: ${data}`);

describe('the reply step', () => {
  it("appends what the note's composer answers for focus, typing and Send: another action's box too", () => {
    const { core } = testCore({ notes: [makeNote({ id: 1 })], plugins: [noteBox] });
    expect(playStep(contextFor(core), { do: 'reply', note: 1, text: 'Hello', line: 3, tab: 1 })).toBeUndefined();
    expect(factsOf(core)).toEqual(['1: focused', '1: typed Hello', '1: sent Hello']);
    expect(eventsOf(core).some((event) => event.type === 'plugin/recorded' && event.plugin === 'reply')).toBe(false);
  });

  it('says the note offers no reply box, and appends nothing, when none of its actions has a composer', () => {
    const { core } = testCore({ notes: [makeNote({ id: 1 })], plugins: [] });
    const before = eventsOf(core).length;
    expect(playStep(contextFor(core), { do: 'reply', note: 1, text: 'Hello', line: 3, tab: 1 })).toBe('no reply box: not offered');
    expect(eventsOf(core)).toHaveLength(before);
  });
});
