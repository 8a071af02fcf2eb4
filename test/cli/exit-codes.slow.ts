import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Each test starts the CLI (tsx compiles it first): seconds each on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'cli/index.ts', ...args], { encoding: 'utf8', timeout: 30_000 });

describe('the CLI on bad input', () => {
  it('prints one line naming the file and exits 2', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cli-')), 'future.jsonl');
    writeFileSync(file, '{"format":"notes-panel-log","version":9,"snapshotSeq":0,"state":{}}\n');
    const result = cli('replay', file);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([`error: ${file}:1: written by a newer version (format 9; this reader knows 2)`]);
  });

  // Exit 1 means "--expect found a difference": a typo in a CI script must not read as a test diff.
  it.each([
    [['rewind'], "error: unknown command 'rewind'; see notes-panel --help"],
    [[], 'error: no command given (replay, run, render, serve); see notes-panel --help'],
    [['replay', 'log.jsonl', '--at', 'abc'], "error: option '--at <seq>' argument 'abc' is invalid. a seq is a whole number; see notes-panel replay --help"],
    [['serve', '--port', 'abc'], "error: option '--port <port>' argument 'abc' is invalid. --port must be a whole number ≥ 0; see notes-panel serve --help"],
    [['run', 'feed.json', '--jsno'], "error: unknown option '--jsno' (Did you mean --json?); see notes-panel run --help"],
    [['render'], "error: missing required argument 'note.json'; see notes-panel render --help"],
    [['replay', 'a.jsonl', 'b.jsonl'], "error: too many arguments for 'replay'. Expected 1 argument but got 2; see notes-panel replay --help"],
  ])('a usage error (%j) exits 2 with one line', (args, line) => {
    const result = cli(...args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([line]);
  });

  it('the mock alone (mock/cli.ts) reports usage errors the same way', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'mock/cli.ts', 'serve', '--port', 'abc'], { encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual(["error: option '--port <port>' argument 'abc' is invalid. --port must be a whole number ≥ 0; see mock serve --help"]);
  });

  it('serve: a notes file that is not there is bad input too (one line, exit 2)', () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'cli-')), 'none.json');
    const result = cli('serve', '--port', '0', '--notes', missing);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(new RegExp(`^error: ${missing}: cannot read the notes file`));
  });

  it('serve: a broken notes file is named with the line of the fault, as run names a feed', () => {
    const broken = join(mkdtempSync(join(tmpdir(), 'cli-')), 'broken.json');
    writeFileSync(broken, '{\n  "notes": [\n    { "id": 1 }\n    { "id": 2 }\n  ]\n}\n');
    const result = cli('serve', '--notes', broken);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([`error: ${broken}:4: not valid JSON (Expected ',' or ']' after array element)`]);
    const malformed = join(mkdtempSync(join(tmpdir(), 'cli-')), 'malformed.json');
    writeFileSync(malformed, '[\n  { "id": 1 },\n  { "id": 2 }\n]\n');
    expect(cli('serve', '--notes', malformed).stderr).toMatch(new RegExp(`^error: ${malformed}:2: malformed note notes\\[0\\] \\(id 1\\): .* \\(and 1 more malformed\\)\n$`));
  });

  it('lists the four commands', () => {
    const result = cli('--help');
    expect(result.status).toBe(0);
    expect(cli('run', '--help').status).toBe(0);
    for (const command of ['replay', 'run', 'render', 'serve']) expect(result.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
  });
});
