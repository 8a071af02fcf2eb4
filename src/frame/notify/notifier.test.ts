import { afterEach, describe, expect, it } from 'vitest';
import { createVirtualClock } from '../../core/clock.ts';
import { createPanelCore, type PanelCore } from '../../core/core.ts';
import { createMemoryLogger } from '../../core/logger.ts';
import type { Note } from '../../core/note.ts';
import { defineNoteType, type Plugin } from '../../core/plugin.ts';
import { TAB_NOTE_TYPES } from '../../../test/support/tab-note-types.ts';
import type { NotificationContent } from './content.ts';
import { startNotifier } from './notifier.ts';

const START = Date.UTC(2026, 2, 10, 12);
const note = (id: number, type: string, secondsAfterStart: number): Note => ({
  id, type, read: 0, timestamp: new Date(START + secondsAfterStart * 1000).toISOString(), subject: [{ text: `note ${id}` }],
});

let stop: (() => void) | null = null;
afterEach(() => stop?.());

/** A core that fetches its own notes (the tabs' leader), has loaded one old note, and a notifier on it. */
function setUp(options: { off?: string[]; plugins?: readonly Plugin[] } = {}) {
  const clock = createVirtualClock(START);
  const core: PanelCore = createPanelCore({ clock, logger: createMemoryLogger(), plugins: options.plugins ?? TAB_NOTE_TYPES });
  core.append({ type: 'realtime/subscribed' });
  core.append({ type: 'notes/received', notes: [note(1, 'comment', -600)], lastSeenTime: START / 1000 - 300, listIds: [1] });
  const shown: NotificationContent[] = [];
  const closed: string[] = [];
  stop = startNotifier({
    core,
    show: (content) => shown.push(content),
    close: (tag) => closed.push(tag),
    kindOn: (kind) => !(options.off ?? []).includes(kind),
    groupTitle: (count) => `${count} new notifications`,
  });
  const arrive = (...notes: Note[]) => core.append({ type: 'notes/received', notes });
  return { clock, core, shown, closed, arrive };
}

describe('the notifier', () => {
  it('shows a new note once, and nothing for notes it already had or saw again', () => {
    const { shown, arrive } = setUp();
    arrive(note(2, 'like', 1));
    arrive(note(2, 'like', 1), note(1, 'comment', -600));
    expect(shown.map((content) => content.tag)).toEqual(['notes-panel-2']);
  });

  it('shows nothing while the panel is open and visible, and shows again once it is hidden', () => {
    const { core, shown, arrive } = setUp();
    core.append({ type: 'panel/opened' });
    arrive(note(2, 'like', 1));
    expect(shown).toEqual([]);
    core.append({ type: 'document/visibilityChanged', visible: false });
    arrive(note(3, 'follow', 2));
    expect(shown.map((content) => content.tag)).toEqual(['notes-panel-3']);
  });

  it('shows nothing for notes relayed from the leader tab, which shows them itself', () => {
    const { core, shown } = setUp();
    core.append({ type: 'notes/received', notes: [note(2, 'like', 1)], relayed: true });
    expect(shown).toEqual([]);
  });

  it('shows a note caught up while the realtime channel was down, or by a tab that just took the lead', () => {
    const { core, shown, arrive } = setUp();
    core.append({ type: 'realtime/unsubscribed', reason: 'socket closed' });
    arrive(note(2, 'like', 1));
    core.append({ type: 'realtime/subscribing', attempt: 1 });
    arrive(note(3, 'follow', 2));
    expect(shown.map((content) => content.tag)).toEqual(['notes-panel-2', 'notes-panel-3']);
  });

  it('skips notes already read or older than the last-seen time, and kinds turned off', () => {
    const { shown, arrive } = setUp({ off: ['follow'] });
    arrive({ ...note(2, 'like', 1), read: 1 }, note(3, 'like', -400), note(4, 'follow', 2));
    expect(shown).toEqual([]);
  });

  it("sorts a note by the tab its note type declares, as the list does: a mention filed under Comments is a comment", () => {
    const mention = defineNoteType({ name: 'mention', matches: (candidate) => candidate.type === 'mention', header: () => 'subject', filter: 'comments' });
    const { shown, arrive } = setUp({ off: ['comment'], plugins: [...TAB_NOTE_TYPES, mention] });
    arrive(note(2, 'mention', 1), note(3, 'like', 2));
    expect(shown.map((content) => content.tag)).toEqual(['notes-panel-3']);
  });

  it('groups a burst, holds the rest of a kind\'s minute, and drops waiting notes read meanwhile', () => {
    const { clock, core, shown, arrive } = setUp();
    arrive(note(2, 'like', 1), note(3, 'like', 1), note(4, 'like', 2));
    expect(shown).toEqual([expect.objectContaining({ tag: 'notes-panel-like', title: '\u20683 new notifications\u2069', body: '\u2068note 4\u2069', noteId: null })]);
    arrive(note(5, 'like', 3));
    arrive(note(6, 'like', 4));
    core.append({ type: 'note/markedRead', ids: [5] });
    clock.advance(59_000);
    expect(shown).toHaveLength(1);
    clock.advance(1_000);
    expect(shown.map((content) => content.tag)).toEqual(['notes-panel-like', 'notes-panel-6']);
  });

  it('closes a notification once its notes are read, and a group once all of them are', () => {
    const { core, closed, arrive } = setUp();
    arrive(note(2, 'comment', 1));
    arrive(note(3, 'follow', 1), note(4, 'follow', 1));
    core.append({ type: 'note/markedRead', ids: [2, 3] });
    expect(closed).toEqual(['notes-panel-2']);
    core.append({ type: 'note/markedRead', ids: [4] });
    expect(closed).toEqual(['notes-panel-2', 'notes-panel-follow']);
  });

  it('stops: no more notifications and no timers left', () => {
    const { clock, shown, arrive } = setUp();
    arrive(note(2, 'like', 1));
    arrive(note(3, 'like', 2));
    stop?.();
    stop = null;
    clock.advance(120_000);
    arrive(note(4, 'follow', 3));
    expect(shown).toHaveLength(1);
  });
});
