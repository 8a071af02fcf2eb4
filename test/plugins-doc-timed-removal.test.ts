// docs/plugins.md's "A timed removal" quotes Snooze's own code (plugins/actions/snooze*.ts) and this
// test's run of it, between `// example:` markers, verbatim: this test runs the quoted run and checks
// that the guide still quotes every block (Snooze's own tests run the rest).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isUnread, type Note } from '../src/core/index.ts';
import { snoozeAction } from '../plugins/actions/snooze.ts';
import { snoozes } from '../plugins/actions/snooze-state.ts';
import { testCore } from './support/core.ts';
import { makeNotes } from './support/notes.ts';

const START = Date.parse('2026-01-01T12:00:00Z');
const notes: Note[] = makeNotes(3).map((note) => ({ ...note, read: 1 }));

describe('docs/plugins.md: a timed removal', () => {
  it('snoozes a note behind the undo bar, holds it for an hour, and brings it back on top, unread', () => {
    // example:timed-test
    const { core, clock, state } = testCore({ plugins: [snoozeAction], notes, open: true, start: START });
    const listed = () => core.select.visibleNotes.value.map((note) => note.id);
    core.perform('snooze', 3); // note 3, the oldest, waits behind the undo bar
    expect(state().undo).toMatchObject({ kind: 'snooze-hour', ids: [3], phase: 'pending' });
    clock.advance(4500); // the window ends: the step is over, and the slice holds the note
    expect(state().undo).toBeNull();
    expect(snoozes.read(state()).asleep).toEqual({ 3: START + 4500 + 3_600_000 });
    expect(listed()).toEqual([1, 2]);
    clock.advance(3_600_000); // its time: back at the top, unread, raised when it woke
    expect(listed()).toEqual([3, 1, 2]);
    expect(isUnread(state(), state().notes[3]!)).toBe(true);
    expect(state().raisedNotes).toEqual({ 3: START + 4500 + 3_600_000 });
    // end
  });

  it('is quoted verbatim by docs/plugins.md', () => {
    const files = ['plugins/actions/snooze.ts', 'plugins/actions/snooze-state.ts', 'plugins/actions/snooze-wake.ts', 'test/plugins-doc-timed-removal.test.ts'];
    const source = files.map((file) => readFileSync(file, 'utf8')).join('');
    const doc = readFileSync('docs/plugins.md', 'utf8');
    const blocks = [...source.matchAll(/\/\/ example:([\w-]+)\n([\s\S]*?)\/\/ end\n/g)];
    expect(blocks.map((block) => block[1])).toEqual(['timed-start', 'timed-action', 'settings', 'timed-facts', 'timed-slice', 'timed-timer', 'timed-commit', 'timed-test']);
    const unindent = (code: string) => {
      const lines = code.split('\n');
      const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
      return lines.map((line) => line.slice(indent)).join('\n').trim();
    };
    for (const [, name, code] of blocks) expect(doc, `block ${name}`).toContain(unindent(code!));
  });
});
