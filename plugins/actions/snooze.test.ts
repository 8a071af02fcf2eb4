// Snooze on the core's virtual clock: the undo window, the sleep, the wake (on time, early, after a
// reload, in another tab), what storage may hold and what it may not, and a bulk step.
import { describe, expect, it } from 'vitest';
import { createMemoryLogger, createSharedMemoryStorage, createVirtualClock, isUnread, noteView, type Note } from '../../src/core/index.ts';
import { ENGLISH_PLURALS, undoMessage } from '../../src/core/undo-message.ts';
import { testCore } from '../../test/support/core.ts';
import { makeNotes } from '../../test/support/notes.ts';
import { snoozeAction } from './snooze.ts';
import { snoozes, wakeSettings } from './snooze-state.ts';
import { snoozeKey } from './snooze-store.ts';
import { snoozeTomorrowAction } from './snooze-tomorrow.ts';
import { wakeNowAction } from './snooze-wake-now.ts';

const START = Date.parse('2026-01-01T12:00:00Z');
const HOUR = 3_600_000;
const UNDO = 4500;
/** Five read notes, 1 the newest. */
const readNotes = (): Note[] => makeNotes(5).map((note) => ({ ...note, read: 1 }));
const plugins = [snoozeAction, snoozeTomorrowAction, wakeNowAction];

/** A tab of the panel on a storage (and a clock) other tabs may share. */
function openTab(storage = createSharedMemoryStorage(), clock = createVirtualClock(START), notes: Note[] | undefined = readNotes()) {
  const tab = testCore({ notes, open: true, plugins, storage: storage.tab(createMemoryLogger()), clock });
  const ids = () => tab.core.select.visibleNotes.value.map((note) => note.id);
  const mark = (id: number) => noteView(tab.core.registry, tab.state().notes[id]!, tab.state()).marks;
  const bar = () => {
    const undo = tab.state().undo;
    return undo ? undoMessage(ENGLISH_PLURALS, tab.core.registry, undo.kind, undo.ids.length, tab.state()) : null;
  };
  return { ...tab, storage, ids, mark, bar };
}

describe('snooze', () => {
  it('Z hides the note behind the undo bar; when the window ends it sleeps for an hour, then comes back on top, unread, marked', () => {
    const tab = openTab();
    tab.core.append({ type: 'note/selected', id: 3 });
    expect(tab.core.handleKey({ key: 'z' })).toEqual({ handled: true, by: 'snooze' });
    expect(tab.ids()).toEqual([1, 2, 4, 5]);
    expect(tab.bar()).toBe('Snoozed for an hour');

    tab.clock.advance(UNDO);
    expect(tab.state().undo).toBeNull();
    expect(tab.ids()).toEqual([1, 2, 4, 5]);
    expect(tab.storage.data.get(snoozeKey(3))).toBe(JSON.stringify({ until: START + UNDO + HOUR }));

    tab.clock.advance(HOUR - 1);
    expect(tab.ids()).toEqual([1, 2, 4, 5]);
    tab.clock.advance(1);
    expect(tab.ids()).toEqual([3, 1, 2, 4, 5]);
    expect(isUnread(tab.state(), tab.state().notes[3]!)).toBe(true);
    expect(tab.mark(3)).toEqual([{ text: 'Was snoozed' }]);
    expect(tab.mark(1)).toEqual([]);
    expect(tab.storage.data.get(snoozeKey(3))).toBe(JSON.stringify({ woke: START + UNDO + HOUR }));
  });

  it('Undo within the window brings the note back and nothing sleeps', () => {
    const tab = openTab();
    tab.core.perform('snooze', 2);
    tab.core.handleKey({ key: 'u' });
    expect(tab.state().status?.message).toBe('Undone: the notification is back.');
    tab.clock.advance(2 * HOUR);
    expect(tab.ids()).toEqual([1, 2, 3, 4, 5]);
    expect(snoozes.read(tab.state()).asleep).toEqual({});
    expect(tab.storage.data.size).toBe(0);
  });

  it('Shift+Z sleeps until 8:00 tomorrow on this device (New York in the tests)', () => {
    const tab = openTab();
    tab.core.append({ type: 'note/selected', id: 2 });
    expect(tab.core.handleKey({ key: 'Z', shiftKey: true })).toEqual({ handled: true, by: 'snooze-tomorrow' });
    expect(tab.bar()).toBe('Snoozed until tomorrow, 8:00');
    tab.clock.advance(UNDO);
    // 12:00 UTC is 7:00 in New York: the next day's 8:00 there is 13:00 UTC.
    expect(snoozes.read(tab.state()).asleep).toEqual({ 2: Date.parse('2026-01-02T13:00:00Z') });
    tab.clock.advance(Date.parse('2026-01-02T13:00:00Z') - tab.clock.now());
    expect(tab.ids()[0]).toBe(2);
  });

  it('Shift+Z wakes the note tomorrow at the time set ("wake me at"), and its help line and undo bar say that time', () => {
    const storage = createSharedMemoryStorage();
    const first = openTab(storage);
    first.core.append(wakeSettings.change({ 'wake-at': '06:30' }));
    first.core.dispose();
    // Kept in storage: a new panel on it wakes at the time set.
    const tab = openTab(storage);
    expect(wakeSettings.read(tab.state())['wake-at']).toBe('06:30');
    const help = tab.core.registry.help.find((entry) => entry.source === 'snooze-tomorrow')!;
    expect(help.value?.(tab.state())).toBe('6:30');
    tab.core.append({ type: 'note/selected', id: 2 });
    tab.core.handleKey({ key: 'Z', shiftKey: true });
    expect(tab.bar()).toBe('Snoozed until tomorrow, 6:30');
    tab.clock.advance(UNDO);
    // 6:30 the next day in New York is 11:30 UTC.
    expect(snoozes.read(tab.state()).asleep).toEqual({ 2: Date.parse('2026-01-02T11:30:00Z') });
    tab.clock.advance(Date.parse('2026-01-02T11:30:00Z') - tab.clock.now() - 1);
    expect(tab.ids()).not.toContain(2);
    tab.clock.advance(1);
    expect(tab.ids()[0]).toBe(2);
  });

  it('the Snoozed tab, there while a note sleeps, lists it; W wakes it early, and Undo puts it back to sleep until its time', () => {
    const tab = openTab();
    const tabs = () => tab.core.select.tabs.value.map((shown) => shown.name);
    expect(tabs()).not.toContain('snoozed');
    tab.core.perform('snooze', 4);
    tab.clock.advance(UNDO);
    expect(tabs()).toContain('snoozed');
    tab.core.append({ type: 'filter/chosen', name: 'snoozed' });
    expect(tab.ids()).toEqual([4]);
    expect(tab.core.registry.offeredActions(tab.state().notes[4]!, tab.state()).map((action) => action.name)).toContain('snooze-wake');
    expect(tab.core.registry.offeredActions(tab.state().notes[1]!, tab.state()).map((action) => action.name)).not.toContain('snooze-wake');
    tab.core.append({ type: 'note/selected', id: 4 });
    expect(tab.core.handleKey({ key: 'w' })).toEqual({ handled: true, by: 'snooze-wake' });
    expect(tab.ids()).toEqual([]);
    expect(tab.bar()).toBe('Back in the list');
    tab.core.handleKey({ key: 'u' });
    expect(tab.ids()).toEqual([4]);
    expect(snoozes.read(tab.state()).asleep).toEqual({ 4: START + UNDO + HOUR });

    tab.core.perform('snooze-wake', 4);
    tab.clock.advance(UNDO);
    tab.core.append({ type: 'filter/chosen', name: 'all' });
    // The empty tab leaves the bar once another is chosen.
    expect(tabs()).not.toContain('snoozed');
    expect(tab.ids()).toEqual([4, 1, 2, 3, 5]);
    expect(isUnread(tab.state(), tab.state().notes[4]!)).toBe(true);
    // Its old time passes: nothing wakes twice.
    tab.clock.advance(2 * HOUR);
    expect(tab.ids()).toEqual([4, 1, 2, 3, 5]);
  });

  it('survives a reload: the next visit holds the note as its notes arrive and wakes it on time; one that slept past its time wakes at once', () => {
    const storage = createSharedMemoryStorage();
    const clock = createVirtualClock(START);
    const first = openTab(storage, clock);
    first.core.perform('snooze', 3);
    first.core.perform('snooze', 5);
    first.clock.advance(UNDO);
    first.core.dispose();

    // The snoozes are read at start, before any note has arrived.
    const reloaded = openTab(storage, clock, undefined);
    reloaded.core.append({ type: 'notes/received', notes: readNotes(), listIds: [1, 2, 3, 4, 5] });
    expect(reloaded.ids()).toEqual([1, 2, 4]);
    clock.advance(HOUR);
    expect(reloaded.ids()).toEqual([5, 3, 1, 2, 4]);
    reloaded.core.dispose();

    const later = openTab(storage, clock);
    expect(later.ids()).toEqual([5, 3, 1, 2, 4]);
    expect(later.mark(3)).toEqual([{ text: 'Was snoozed' }]);
    later.core.perform('snooze', 1);
    clock.advance(UNDO);
    later.core.dispose();

    // No tab was open when note 1's time came: the next one wakes it as it starts.
    clock.advance(2 * HOUR);
    const next = openTab(storage, clock);
    clock.advance(0);
    expect(next.ids()).toEqual([1, 5, 3, 2, 4]);
  });

  it('agrees across tabs: another tab holds what this one snoozed, and shows it again when it wakes', () => {
    const storage = createSharedMemoryStorage();
    const clock = createVirtualClock(START);
    const one = openTab(storage, clock);
    const two = openTab(storage, clock);
    two.core.append({ type: 'note/selected', id: 2 });
    one.core.perform('snooze', 2);
    clock.advance(UNDO);
    expect(two.ids()).toEqual([1, 3, 4, 5]);
    expect(two.state().ui.selectedNoteId).not.toBe(2);
    // Woken early in tab one: tab two's list has it on top again.
    one.core.perform('snooze-wake', 2);
    clock.advance(0);
    expect(two.ids()).toEqual([2, 1, 3, 4, 5]);
    expect(two.mark(2)).toEqual([{ text: 'Was snoozed' }]);
  });

  it('reads no stored or relayed entry it cannot trust: bad JSON, a time past 8 days, a woken mark past a week, an odd key', () => {
    const storage = createSharedMemoryStorage();
    const clock = createVirtualClock(START);
    storage.data.set(snoozeKey(1), '{"until":');
    storage.data.set(snoozeKey(2), JSON.stringify({ until: START + 9 * 86_400_000 }));
    storage.data.set(snoozeKey(3), JSON.stringify({ woke: START - 8 * 86_400_000 }));
    storage.data.set(snoozeKey(4), JSON.stringify({ until: START + HOUR, woke: START }));
    storage.data.set('snooze_note_-5', JSON.stringify({ until: START + HOUR }));
    storage.data.set(snoozeKey(5), JSON.stringify({ until: START + HOUR }));
    const tab = openTab(storage, clock);
    expect(tab.ids()).toEqual([1, 2, 3, 4]);
    expect([...storage.data.keys()].sort()).toEqual(['snooze_note_-5', snoozeKey(5)]);

    // Another tab writes garbage: a hint that does not read changes nothing, and is logged.
    const other = storage.tab(createMemoryLogger());
    other.set(snoozeKey(1), JSON.stringify({ until: 'soon' }));
    clock.advance(0);
    expect(tab.ids()).toEqual([1, 2, 3, 4]);
    expect(tab.logger.entries.map((entry) => entry.message)).toContain("snooze: another tab's entry for note 1 is unreadable, ignored");
    // Nor does it undo what this tab holds: a note asleep here stays asleep (a woken mark a day ahead,
    // another tab's clock gone wrong, had shown it again, at its place, not raised).
    tab.core.perform('snooze', 3);
    clock.advance(UNDO);
    expect(tab.ids()).toEqual([1, 2, 4]);
    other.set(snoozeKey(3), JSON.stringify({ woke: START + 86_400_000 }));
    clock.advance(0);
    expect(tab.ids()).toEqual([1, 2, 4]);
  });

  it('a tab that slept past the time wakes the note once it is shown again', () => {
    const tab = openTab();
    tab.core.perform('snooze', 3);
    tab.clock.advance(UNDO);
    // The background tab's timer did not run (the lid was closed).
    tab.core.timers.cancel('snooze:wake');
    tab.clock.advance(2 * HOUR);
    expect(tab.ids()).toEqual([1, 2, 4, 5]);
    tab.core.append({ type: 'document/visibilityChanged', visible: true });
    expect(tab.ids()).toEqual([3, 1, 2, 4, 5]);
  });

  it('a note the panel no longer holds when it wakes is asked for, and marked unread once it arrives', () => {
    const storage = createSharedMemoryStorage();
    const clock = createVirtualClock(START);
    storage.data.set(snoozeKey(9), JSON.stringify({ until: START + HOUR }));
    const tab = openTab(storage, clock);
    clock.advance(HOUR);
    expect(tab.state().client.inbox).toEqual([{ action: 'push', note_id: 9 }]);
    const [pushed] = makeNotes(1, Date.parse('2025-12-20T10:00:00Z'));
    tab.core.append({ type: 'notes/received', notes: [{ ...pushed!, id: 9, read: 1 }] });
    expect(tab.ids()).toEqual([9, 1, 2, 3, 4, 5]);
    expect(isUnread(tab.state(), tab.state().notes[9]!)).toBe(true);
    expect(snoozes.read(tab.state()).unmarked).toEqual([]);
  });

  it('ticked notes snooze as one step with one Undo, and wake together', () => {
    const tab = openTab();
    for (const id of [2, 4, 5]) tab.core.append({ type: 'check/toggled', id });
    expect(tab.core.registry.offeredBulk(tab.core.select.checkedNotes.value, tab.state()).map((bulk) => bulk.label)).toContain('Snooze for an hour');
    expect(tab.core.performBulk('snooze-all')).toBe(true);
    expect(tab.ids()).toEqual([1, 3]);
    expect(tab.bar()).toBe('3 notifications snoozed for an hour');
    tab.core.handleKey({ key: 'u' });
    expect(tab.ids()).toEqual([1, 2, 3, 4, 5]);
    expect(tab.state().status).toMatchObject({ plural: 'Undone: %d notifications are back.', count: 3 });

    for (const id of [2, 4, 5]) tab.core.append({ type: 'check/toggled', id });
    tab.core.performBulk('snooze-tomorrow-all');
    tab.clock.advance(UNDO);
    expect(tab.state().undo).toBeNull();
    expect(Object.keys(snoozes.read(tab.state()).asleep)).toEqual(['2', '4', '5']);
    tab.clock.advance(Date.parse('2026-01-02T13:00:00Z') - tab.clock.now());
    expect(tab.ids()).toEqual([5, 4, 2, 1, 3]);
  });

  it('past 100 notes asleep, a step brings all its notes back and says why; a sleeping note is not offered Snooze again', () => {
    const notes = makeNotes(103).map((note) => ({ ...note, read: 1 }));
    const tab = openTab(createSharedMemoryStorage(), createVirtualClock(START), notes);
    for (let id = 1; id <= 99; id++) tab.core.append({ type: 'check/toggled', id });
    tab.core.performBulk('snooze-all');
    tab.clock.advance(UNDO);
    expect(Object.keys(snoozes.read(tab.state()).asleep)).toHaveLength(99);
    for (const id of [100, 101]) tab.core.append({ type: 'check/toggled', id });
    tab.core.performBulk('snooze-all');
    tab.clock.advance(UNDO);
    expect(tab.ids()).toEqual([100, 101, 102, 103]);
    expect(tab.state().undo).toBeNull();
    expect(tab.state().status?.message).toBe('No more notifications can be snoozed now. Wake some first.');
    expect(tab.core.registry.offeredActions(tab.state().notes[1]!, tab.state()).map((action) => action.name)).not.toContain('snooze');
  });

  it('says so when the snooze could not be saved, and sleeps in this tab all the same', () => {
    const tab = openTab();
    tab.core.perform('snooze', 1);
    const set = tab.core.services.storage.set;
    tab.core.services.storage.set = () => false;
    tab.clock.advance(UNDO);
    tab.core.services.storage.set = set;
    expect(tab.ids()).toEqual([2, 3, 4, 5]);
    expect(tab.state().status?.message).toBe('Snoozed in this tab only: it could not be saved, and a reload brings it back.');
  });
});
