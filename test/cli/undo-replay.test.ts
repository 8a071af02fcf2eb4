import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '../../cli/replay.ts';
import { defaultPlugins } from '../../plugins/index.ts';
import { makeNotes } from '../support/notes.ts';
import { testCore } from '../support/core.ts';

describe('a replayed log shows every undo', () => {
  it('a bulk spam of 3 and its undo, then an approve and its undo by Ctrl+Z, read back by `replay --events` to the same screen', () => {
    const { core } = testCore({ notes: makeNotes(5), open: true, plugins: defaultPlugins });
    for (const id of [2, 3, 4]) core.append({ type: 'check/toggled', id });
    core.handleKey({ key: '!', shiftKey: true });
    core.handleKey({ key: 'u' });
    core.append({ type: 'note/selected', id: 1 });
    core.handleKey({ key: 'a' });
    core.handleKey({ key: 'z', ctrlKey: true });
    const file = join(mkdtempSync(join(tmpdir(), 'undo-replay-')), 'session.jsonl');
    writeFileSync(file, core.exportLog());

    const lines = replay(file, defaultPlugins, { events: true }).split('\n');
    const named = (type: string) => lines.filter((line) => line.includes(` ${type} `) || line.endsWith(` ${type}`));
    expect(named('undo/started').map((line) => line.replace(/^.*undo\/started /, ''))).toEqual([
      '{"id":2,"ids":[2,3,4],"kind":"spam","removal":true}',
      '{"id":1,"kind":"approve","revert":[{"type":"plugin/recorded","plugin":"approve","name":"requested","id":1,"data":{"approved":false}}]}',
    ]);
    expect(named('undo/cancelled')).toHaveLength(2);
    // The approve's undo is followed by the event that reverts it.
    const cancelled = lines.findIndex((line, index) => index > lines.indexOf(named('undo/started')[1]!) && line.includes('undo/cancelled'));
    expect(lines[cancelled + 1]).toContain('plugin/recorded {"plugin":"approve","name":"requested","id":1,"data":{"approved":false}}');
    expect(JSON.parse(replay(file, defaultPlugins, { json: true }))).toEqual(core.state.value);
  });
});
