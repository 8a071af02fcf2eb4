// A 50 MB feed (inline notes) runs in well under 300 MB: the file is parsed a piece at a time, and
// the platform adopts the parsed notes instead of copying them. Read whole, parsed twice and mapped
// line by line, it peaked at 966 MB.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const folder = mkdtempSync(join(tmpdir(), 'big-feed-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A feed of `megabytes` MB: copies of the sample's notes, one a line, a minute apart, newest first. */
function writeBigFeed(megabytes: number): string {
  const sample = (JSON.parse(readFileSync('fixtures/notes-sample.json', 'utf8')) as { notes: Record<string, unknown>[] }).notes;
  const lines: string[] = [];
  let size = 0;
  for (let index = 0; size < megabytes * 1024 * 1024; index++) {
    const note = { ...sample[index % sample.length], id: 10_000_000 + index, timestamp: new Date(Date.UTC(2026, 0, 1, 11) - index * 60_000).toISOString() };
    const line = `    ${JSON.stringify(note)}`;
    lines.push(line);
    size += line.length + 2;
  }
  const file = join(folder, 'big.json');
  const steps = '{ "do": "open" }, { "do": "select", "note": 10000000 }, { "do": "wait", "for": "1m" }, { "do": "loadMore" }';
  writeFileSync(file, `{\n  "timeZone": "America/New_York",\n  "notes": [\n${lines.join(',\n')}\n  ],\n  "steps": [${steps}]\n}\n`);
  return file;
}

describe('a big feed', () => {
  it('runs a 50 MB feed with a peak resident size under 300 MB', () => {
    const file = writeBigFeed(50);
    // In a process of its own, so the peak is the run's alone. The run holds about 100 MB of notes at
    // its end (live heap after a full collection; 16 MB for a 4-note feed), and the process's code (tsx,
    // the modules) takes about 105 MB before it starts. How much garbage V8 lets pile up before it
    // collects depends on how fast its collections ran so far, so on how busy the machine is: with a
    // 200 MB heap cap the peak could reach 105 + 200 + the young generation, and it measured 332 MB once
    // on a loaded machine (250-260 MB on others) without any change to the code. The caps below keep
    // the collector's slack under the line (about 220 MB measured, at most 105 + 150 + 12), so only the
    // run's own memory can cross it; a run that held twice the notes, or the file whole, would run out
    // of its 150 MB heap and fail here.
    const script = `const { runFeed } = await import('./cli/run.ts'); const result = await runFeed(${JSON.stringify(file)}); console.log(JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS, top: result.outcome.screen.slice(0, 3) }));`;
    const child = spawnSync(process.execPath, ['--max-old-space-size=150', '--max-semi-space-size=4', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, TZ: 'America/New_York' } });
    expect(child.stderr).toBe('');
    const { maxRssKb, top } = JSON.parse(child.stdout) as { maxRssKb: number; top: string[] };
    expect(top[0]).toMatch(/^\[All\]/);
    expect(top.length).toBe(3);
    expect(Math.round(maxRssKb / 1024), 'peak resident size in MB').toBeLessThan(300);
  }, 180_000);
});
