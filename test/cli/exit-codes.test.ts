import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'cli/index.ts', ...args], { encoding: 'utf8', timeout: 30_000 });

describe('the CLI on bad input', () => {
  it('prints one line naming the file and exits 2', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cli-')), 'future.jsonl');
    writeFileSync(file, '{"format":"notes-panel-log","version":9,"snapshotSeq":0,"state":{}}\n');
    const result = cli('replay', file);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([`error: ${file}:1: written by a newer version (format 9; this reader knows 1)`]);
  });

  it('exits non-zero with usage help for an unknown command', () => {
    const result = cli('rewind');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("unknown command 'rewind'");
  });

  it('serve: a notes file that is not there is bad input too (one line, exit 2)', () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'cli-')), 'none.json');
    const result = cli('serve', '--port', '0', '--notes', missing);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(new RegExp(`^error: ${missing}: cannot read the notes file`));
  });

  it('lists the four commands', () => {
    const result = cli('--help');
    expect(result.status).toBe(0);
    for (const command of ['replay', 'run', 'render', 'serve']) expect(result.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
  });
});
