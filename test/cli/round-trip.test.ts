// A run's recorded log, replayed, shows the very screen the run ended on: what `replay` prints for
// a user's exported log is what that user saw.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliPlugins } from '../../cli/plugins.ts';
import { replay } from '../../cli/replay.ts';
import { runCommand } from '../../cli/run-command.ts';
import { replayParts } from '../../cli/part-text.ts';
import { expectRoundTrip } from './feed-checks.ts';

const dir = mkdtempSync(join(tmpdir(), 'round-trip-'));
const quiet = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;

describe('run --record, then replay', () => {
  // The day of traffic's round trip is in test/cli/long-feeds.slow.ts.
  it.each(['two-tabs-and-other-clients', 'moderation'])('%s: the replayed screen is the final screen of the run', expectRoundTrip, 60_000);

  it('replays to every step: folding up to a step\'s seq gives the screen printed after it', async () => {
    const record = join(dir, 'steps.jsonl');
    let printed = '';
    await runCommand('fixtures/feeds/moderation.json', { record, json: true }, (text) => (printed += text), quiet);
    const { steps } = JSON.parse(printed) as { steps: { seq: number; screen: string[] }[] };
    expect(steps.length).toBeGreaterThan(10);
    for (const step of steps) expect(replay(record, cliPlugins(), { at: step.seq, parts: replayParts() })).toBe(step.screen.join('\n'));
  }, 60_000);
});
