// The checks of a fixture feed, shared by the quick suite and the slow one (the day of traffic
// replays thousands of events: seconds each, so it runs in `npm run test:slow`).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { compareOutcomes, readOutcome } from '../../cli/outcome.ts';
import { replayParts } from '../../cli/part-text.ts';
import { cliPlugins } from '../../cli/plugins.ts';
import { replay } from '../../cli/replay.ts';
import { runCommand } from '../../cli/run-command.ts';
import { runFeed } from '../../cli/run.ts';

export const FEEDS = 'fixtures/feeds';
/** The feeds too long for `npm test`. */
export const SLOW_FEEDS = ['day-of-traffic.json'];

/** The feed `name` gives exactly its *.expected.json outcome (UPDATE_FEEDS=1 rewrites it). */
export async function expectFeedOutcome(name: string): Promise<void> {
  const result = await runFeed(join(FEEDS, name));
  const expectedFile = join(FEEDS, name.replace(/\.json$/, '.expected.json'));
  if (process.env.UPDATE_FEEDS === '1') writeFileSync(expectedFile, `${JSON.stringify(result.outcome, null, 2)}\n`);
  const differences = compareOutcomes(readOutcome(expectedFile), result.outcome);
  expect(differences, `${name} differs from ${expectedFile}:\n${differences}`).toBe('');
}

const quiet = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;

/** `run --record` of the feed `name`, replayed, shows the very screen the run ended on. */
export async function expectRoundTrip(name: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'round-trip-'));
  const record = join(dir, `${name}.jsonl`);
  let printed = '';
  const code = await runCommand(`${FEEDS}/${name}.json`, { record, json: true }, (text) => (printed += text), quiet);
  expect(code).toBe(0);
  const { outcome } = JSON.parse(printed) as { outcome: { screen: string[] } };
  expect(replay(record, cliPlugins(), { parts: replayParts() })).toBe(outcome.screen.join('\n'));
  // The record is complete and nothing else was left beside it.
  expect(readFileSync(record, 'utf8').endsWith('\n')).toBe(true);
  expect(readdirSync(dir).filter((file) => file.endsWith('.tmp'))).toEqual([]);
}
