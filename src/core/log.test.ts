import { describe, expect, it } from 'vitest';
import { foldLog, LogFormatError, parseLog } from './log.ts';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';

describe('event log', () => {
  it('stays bounded: a snapshot plus at most limit + chunk events', () => {
    const { core } = testCore({ notes: makeNotes(5), logLimit: 100 });
    for (let index = 0; index < 5000; index++) core.append({ type: 'note/selected', id: (index % 5) + 1 });
    const lines = core.exportLog().trim().split('\n');
    expect(lines.length - 1).toBeLessThanOrEqual(125);
    expect(lines.length - 1).toBeGreaterThanOrEqual(100);
    expect(JSON.parse(lines[0]!).snapshotSeq).toBeGreaterThan(4800);
  });

  it('keeps about a day of events, however few: a tab open for a week exports a day', () => {
    const { core, clock } = testCore({ notes: makeNotes(5) });
    const hour = 3_600_000;
    for (let index = 0; index < 7 * 24 * 6; index++) {
      core.append({ type: 'note/selected', id: (index % 5) + 1 });
      clock.advance(hour / 6);
    }
    const parsed = parseLog(core.exportLog());
    const oldest = parsed.events[0]!.at;
    expect(clock.now() - oldest).toBeLessThanOrEqual(25 * hour);
    expect(clock.now() - oldest).toBeGreaterThanOrEqual(23 * hour);
    expect(foldLog(parsed, core.reduce)).toEqual(core.state.value);
  });

  it('folding an export from its snapshot gives the live state exactly', () => {
    const { core, clock } = testCore({ notes: makeNotes(5), logLimit: 10 });
    for (let index = 0; index < 60; index++) {
      core.append({ type: 'note/selected', id: (index % 5) + 1 });
      if (index % 7 === 0) core.append({ type: 'status/shown', message: `m${index}`, kind: 'info' });
      clock.advance(1000);
    }
    const parsed = parseLog(core.exportLog());
    expect(foldLog(parsed, core.reduce)).toEqual(core.state.value);
  });

  it('stops at a given seq', () => {
    const { core } = testCore({ notes: makeNotes(3) });
    const selected = core.append({ type: 'note/selected', id: 2 });
    core.append({ type: 'note/unselected' });
    expect(foldLog(parseLog(core.exportLog()), core.reduce, selected.seq).ui.selectedNoteId).toBe(2);
  });

  it.each([
    ['', 1, 'the log is empty'],
    ['{"format":"notes-panel-log","version":1,"snapshotSeq":0,"state":{}}\n{oops', 2, 'not valid JSON'],
    ['{"format":"notes-panel-log","version":7,"snapshotSeq":0,"state":{}}', 1, 'written by a newer version'],
    ['{"format":"other"}', 1, 'not a notes-panel-log header'],
    ['{"format":"notes-panel-log","version":1,"snapshotSeq":0,"state":{}}\n\n{"type":"note/deleted","seq":1,"at":0}', 3, 'unknown event type "note/deleted"'],
    ['{"format":"notes-panel-log","version":1,"snapshotSeq":5,"state":{}}\n{"type":"panel/opened","seq":5,"at":0}', 2, 'seq missing or out of order'],
  ])('rejects a bad log naming the line: %#', (text, line, message) => {
    let error: unknown;
    try {
      parseLog(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LogFormatError);
    expect((error as LogFormatError).line).toBe(line);
    expect((error as LogFormatError).message).toContain(message);
  });
});
