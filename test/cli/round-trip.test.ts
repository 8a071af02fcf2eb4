// A run's recorded log, replayed, shows the very screen the run ended on: what `replay` prints for
// a user's exported log is what that user saw.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliPlugins } from '../../cli/plugins.ts';
import { replay } from '../../cli/replay.ts';
import { runCommand } from '../../cli/run-command.ts';

const dir = mkdtempSync(join(tmpdir(), 'round-trip-'));
const quiet = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;

describe('run --record, then replay', () => {
  it.each(['two-tabs-and-other-clients', 'moderation', 'day-of-traffic'])('%s: the replayed screen is the final screen of the run', async (name) => {
    const record = join(dir, `${name}.jsonl`);
    let printed = '';
    const code = await runCommand(`fixtures/feeds/${name}.json`, { record, json: true }, (text) => (printed += text), quiet);
    expect(code).toBe(0);
    const { outcome } = JSON.parse(printed) as { outcome: { screen: string[] } };
    expect(replay(record, cliPlugins())).toBe(outcome.screen.join('\n'));
    // The record is complete and nothing else was left beside it.
    expect(readFileSync(record, 'utf8').endsWith('\n')).toBe(true);
    expect(readdirSync(dir).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  }, 60_000);

  it('replays to every step: folding up to a step\'s seq gives the screen printed after it', async () => {
    const record = join(dir, 'steps.jsonl');
    let printed = '';
    await runCommand('fixtures/feeds/moderation.json', { record, json: true }, (text) => (printed += text), quiet);
    const { steps } = JSON.parse(printed) as { steps: { seq: number; screen: string[] }[] };
    expect(steps.length).toBeGreaterThan(10);
    for (const step of steps) expect(replay(record, cliPlugins(), { at: step.seq })).toBe(step.screen.join('\n'));
  }, 60_000);
});
