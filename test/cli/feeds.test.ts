// Every feed in fixtures/feeds runs in-process and must give exactly its *.expected.json outcome
// (the long ones in test/cli/long-feeds.slow.ts). After a deliberate change, UPDATE_FEEDS=1
// npx vitest run test/cli/feeds.test.ts (and `npm run test:slow`) rewrites them; then read the
// diff: a wrong expectation recorded is a defect.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectFeedOutcome, FEEDS, SLOW_FEEDS } from './feed-checks.ts';

const feeds = readdirSync(FEEDS).filter((name) => name.endsWith('.json') && !name.endsWith('.expected.json')).sort();

describe('fixture feeds', () => {
  it('cover the scenarios the harness promises', () => {
    const names = feeds.map((name) => name.replace(/\.json$/, ''));
    for (const scenario of ['api-500s', 'network-down-then-back', 'realtime-drop', 'failing-spam', 'duplicate-reply', 'reply-retried-then-posted', 'malformed-notes', 'day-of-traffic']) {
      expect(names).toContain(scenario);
    }
  });

  it.each(feeds.filter((name) => !SLOW_FEEDS.includes(name)))('%s gives its expected outcome', expectFeedOutcome, 60_000);
});
