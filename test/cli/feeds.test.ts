// Every feed in fixtures/feeds runs in-process and must give exactly its *.expected.json outcome.
// After a deliberate change, UPDATE_FEEDS=1 npx vitest run test/cli/feeds.test.ts rewrites them;
// then read the diff: a wrong expectation recorded is a defect.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOutcomes, readOutcome } from '../../cli/outcome.ts';
import { runFeed } from '../../cli/run.ts';

const FEEDS = 'fixtures/feeds';
const feeds = readdirSync(FEEDS).filter((name) => name.endsWith('.json') && !name.endsWith('.expected.json')).sort();

describe('fixture feeds', () => {
  it('cover the scenarios the harness promises', () => {
    const names = feeds.map((name) => name.replace(/\.json$/, ''));
    for (const scenario of ['api-500s', 'network-down-then-back', 'realtime-drop', 'failing-spam', 'duplicate-reply', 'reply-retried-then-posted', 'malformed-notes', 'day-of-traffic']) {
      expect(names).toContain(scenario);
    }
  });

  it.each(feeds)('%s gives its expected outcome', async (name) => {
    const result = await runFeed(join(FEEDS, name));
    const expectedFile = join(FEEDS, name.replace(/\.json$/, '.expected.json'));
    if (process.env.UPDATE_FEEDS === '1') writeFileSync(expectedFile, `${JSON.stringify(result.outcome, null, 2)}\n`);
    const differences = compareOutcomes(readOutcome(expectedFile), result.outcome);
    expect(differences, `${name} differs from ${expectedFile}:\n${differences}`).toBe('');
  }, 60_000);
});
