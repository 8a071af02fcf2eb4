// Issue 31's crafted inputs, each to the CLI as a process: it ends within 10 s, under 300 MB, with
// exit 2 and one line (the in-process checks of each bound are in crafted-input.test.ts).
// CRAFTED_REPORT=1 prints each case's time and peak memory.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crafted, hugeExpectation, type CraftedCase } from './crafted-cases.ts';

const dir = mkdtempSync(join(tmpdir(), 'crafted-cli-'));
const probe = join(process.cwd(), 'test/support/exit-rss.ts');

function runCase(entry: CraftedCase, index: number) {
  const file = join(dir, `case-${index}.${entry.command === 'replay' ? 'jsonl' : 'json'}`);
  writeFileSync(file, entry.file);
  const args = [...entry.args];
  if (entry.expect !== undefined) {
    const expected = join(dir, `case-${index}.expected.json`);
    writeFileSync(expected, entry.expect);
    args.push('--expect', expected);
  }
  const rssFile = join(dir, `case-${index}.rss`);
  writeFileSync(rssFile, '');
  const started = Date.now();
  // The 20 s kill only ends a hang; the case must end within 10 s by itself.
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', probe, 'cli/index.ts', entry.command, file, ...args], {
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, EXIT_RSS_FILE: rssFile },
  });
  const seconds = (Date.now() - started) / 1000;
  const megabytes = Number(readFileSync(rssFile, 'utf8') || NaN) / 1024;
  if (process.env.CRAFTED_REPORT) console.log(`${entry.name}: exit ${result.status ?? result.signal}, ${seconds.toFixed(1)} s, ${megabytes.toFixed(0)} MB, ${JSON.stringify(result.stderr.trim().split('\n')[0])}`);
  return { result, seconds, megabytes, file };
}

describe('crafted input to the CLI', () => {
  it.each([...crafted, hugeExpectation].map((entry, index) => [entry.name, entry, index] as const))('%s: one line, exit 2, within 10 s and 300 MB', (_name, entry, index) => {
    const { result, seconds, megabytes, file } = runCase(entry, index);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.startsWith(`error: ${file}:`) || lines[0]!.startsWith(`error: ${join(dir, `case-${index}.expected.json`)}:`)).toBe(true);
    expect(lines[0]).toMatch(entry.problem);
    expect(seconds).toBeLessThan(10);
    expect(megabytes).toBeLessThan(300);
  });
});
