// The CLI as a process of its own (tsx compiles it first: seconds each, so in the slow suite):
// `run` on bad input prints one line, exits 2 and writes nothing; --expect's diff exits 1; `render`
// needs the loader hook for the UI's .css imports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'cli-process-'));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
const sample = join(process.cwd(), 'fixtures/notes-sample.json');
// Line 1 `{`, line 2 notes and the time zone of the test run, steps from line 4.
const feed = (steps: string) => `{\n  "notes": ${JSON.stringify(sample)}, "timeZone": "America/New_York",\n  "steps": [\n${steps}\n  ]\n}\n`;

describe('the run command on bad input', () => {
  const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'cli/index.ts', ...args], { encoding: 'utf8', timeout: 60_000 });

  it('prints one line, exits 2 and writes no record', () => {
    const record = join(dir, 'never.jsonl');
    const file = write('late.json', feed('    { "do": "open" },\n    { "do": "wait", "for": "1m" },\n    { "do": "select", "note": 42 }'));
    const result = cli('run', file, '--record', record);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([`error: ${file}:6: step "select": note 42 is not in the panel (not loaded yet, removed, or a typo)`]);
    expect(existsSync(record)).toBe(false);
  });

  it('exits 1 with a readable diff when the outcome differs from --expect', () => {
    const expected = write('expected.json', JSON.stringify({ screen: ['nothing like this'], apiCalls: [], hostMessages: [] }));
    const result = cli('run', 'fixtures/feeds/malformed-notes.json', '--expect', expected);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`the outcome differs from ${expected}`);
    expect(result.stderr).toContain('screen differs (- expected, + actual):\n- nothing like this\n+ [All]');
    expect(result.stderr).toMatch(/apiCalls differs[^]*\+ GET \/rest\/v1\.1\/notifications\//);
  });
});

describe('render from the command line', () => {
  it('works from the command line, where the UI\'s .css imports need the loader hook', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'cli/index.ts', 'render', 'fixtures/notes/comment.json'], { encoding: 'utf8', timeout: 60_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^<!doctype html>/);
    expect(result.stdout).toContain('note 3499999998 (comment)');
  });
});
