// Bad input to `run` names the file, the line and the problem, and nothing is written. The same from
// the command line (one line, exit 2, no record) is in command-line.slow.ts.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../cli/errors.ts';
import { runFeed } from '../../cli/run.ts';

const dir = mkdtempSync(join(tmpdir(), 'bad-feed-'));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
const sample = join(process.cwd(), 'fixtures/notes-sample.json');
// Line 1 `{`, line 2 notes and the time zone of the test run, steps from line 4 (one more with `extra`).
const feed = (steps: string, extra = '') => `{\n  "notes": ${JSON.stringify(sample)}, "timeZone": "America/New_York",${extra}\n  "steps": [\n${steps}\n  ]\n}\n`;

async function failure(file: string): Promise<InputError> {
  const error: unknown = await runFeed(file).then(() => null, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(InputError);
  return error as InputError;
}

describe('run on bad input', () => {
  it('invalid JSON: the line of the fault, from the parser position or found by scanning', async () => {
    const trailing = write('trailing.json', feed('    { "do": "open" },\n    { "do": "close" },'));
    expect((await failure(trailing)).message).toMatch(new RegExp(`^${trailing}:6: not valid JSON`));
    const token = write('token.json', '{\n  "steps": [\n    { "do": open }\n  ]\n}\n');
    expect((await failure(token)).message).toBe(`${token}:3: not valid JSON (Unexpected token 'o')`);
    const cut = write('cut.json', '{\n  "steps": [\n');
    expect((await failure(cut)).message).toMatch(new RegExp(`^${cut}:3: not valid JSON`));
  });

  it('an unknown step, an unknown action, a bad field: the line of that step', async () => {
    const dance = write('dance.json', feed('    { "do": "open" },\n    { "do": "dance" }'));
    expect((await failure(dance)).message).toMatch(new RegExp(`^${dance}:5: unknown step "dance" \\(known: open, close`));
    const action = write('action.json', feed('    { "do": "perform", "action": "archive", "note": 1 }'));
    expect((await failure(action)).message).toMatch(new RegExp(`^${action}:4: unknown action "archive"`));
    const field = write('field.json', feed('    { "do": "wait",\n      "seconds": 4 }'));
    expect((await failure(field)).message).toBe(`${field}:5: step "wait" takes no "seconds" (it takes: tab, for)`);
    const when = write('when.json', feed('    { "do": "wait", "for": "soon" }'));
    expect((await failure(when)).message).toMatch(/:4: wait needs "for"/);
  });

  it('a malformed note: inline, or in a notes file next to the feed, at its own line', async () => {
    const inline = write('inline.json', '{\n  "notes": [\n    { "id": 1, "type": "like", "timestamp": "2026-01-01T10:00:00Z", "note_hash": 1, "subject": [], "body": [] },\n    { "id": 2, "type": "like", "timestamp": "yesterday" }\n  ],\n  "steps": []\n}\n');
    expect((await failure(inline)).message).toMatch(new RegExp(`^${inline}:4: malformed note notes\\[1\\] \\(id 2\\): `));
    const note = (id: number) => `{ "id": ${id}, "type": "like", "timestamp": "2026-01-01T10:00:00Z", "note_hash": 1, "subject": [], "body": [] }`;
    const twice = write('twice.json', `{\n  "notes": [\n    ${note(1)},\n    ${note(2)},\n    ${note(1)}\n  ],\n  "steps": []\n}\n`);
    expect((await failure(twice)).message).toBe(`${twice}:5: duplicate note id 1`);
    const notes = write('notes.json', '[\n  "not a note"\n]\n');
    const viaFile = write('via-file.json', '{ "notes": "notes.json", "steps": [] }');
    expect((await failure(viaFile)).message).toMatch(new RegExp(`^${notes}:2: malformed note notes\\[0\\]`));
  });

  it('missing files, a bad scenario, a note the panel does not hold', async () => {
    expect((await failure(join(dir, 'nope.json'))).message).toBe(`${join(dir, 'nope.json')}: no such file`);
    const noNotes = write('no-notes.json', '{ "notes": "missing.json", "steps": [] }');
    expect((await failure(noNotes)).message).toBe(`${join(dir, 'missing.json')}: no such file`);
    const scenario = write('scenario.json', feed('', '\n  "scenario": "no-such-scenario",'));
    expect((await failure(scenario)).message).toMatch(new RegExp(`^${scenario}:3: scenario: .*cannot read the scenario file`));
    const absent = write('absent.json', feed('    { "do": "open" },\n    { "do": "select", "note": 42 }'));
    expect((await failure(absent)).message).toBe(`${absent}:5: step "select": note 42 is not in the panel (not loaded yet, removed, or a typo)`);
  });
});
