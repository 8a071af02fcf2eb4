// The fixture feeds too long for `npm test` (seconds each): their outcome, and their run recorded
// and replayed to the same screen (the quick ones are in feeds.test.ts and round-trip.test.ts).
import { describe, it } from 'vitest';
import { expectFeedOutcome, expectRoundTrip, SLOW_FEEDS } from './feed-checks.ts';

describe('long fixture feeds', () => {
  it.each(SLOW_FEEDS)('%s gives its expected outcome', expectFeedOutcome);
  it.each(SLOW_FEEDS.map((name) => name.replace(/\.json$/, '')))('%s: the replayed screen is the final screen of the run', expectRoundTrip);
});
