// Feeds whose outcomes were written by hand from SPEC's words (fixtures/feeds/by-spec): each
// `name.json` runs like any feed and must satisfy every claim of `name.claims.json`. Nothing ever
// rewrites the claims; when one fails, either the panel or the claim's reading of SPEC is wrong.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFeed } from '../../cli/run.ts';
import { checkClaims, type Claim } from '../support/claims.ts';

const DIR = 'fixtures/feeds/by-spec';
const feeds = readdirSync(DIR).filter((name) => name.endsWith('.json') && !name.endsWith('.claims.json')).sort();
const claimsOf = (name: string) => (JSON.parse(readFileSync(join(DIR, name.replace(/\.json$/, '.claims.json')), 'utf8')) as { claims: Claim[] }).claims;

describe('feeds checked against SPEC', () => {
  it('cover a duplicate reply, a failed spam with undo, realtime falling back to polling, and search with the site filter', () => {
    expect(feeds).toEqual(['duplicate-reply.json', 'failed-spam-with-undo.json', 'realtime-falls-back-to-polling.json', 'search-and-site.json']);
  });

  it.each(feeds)('%s keeps every claim', async (name) => {
    const claims = claimsOf(name);
    expect(claims.length).toBeGreaterThan(0);
    const failures = checkClaims(claims, await runFeed(join(DIR, name)));
    expect(failures, failures.join('\n')).toEqual([]);
  }, 60_000);

  it('reports a claim that does not hold, naming the step and the SPEC words', async () => {
    const run = await runFeed(join(DIR, 'duplicate-reply.json'));
    const failures = checkClaims(
      [
        { spec: 'a wrong reading', after: 3, screen: { shows: ['Reply posted!'], hides: ['Duplicate comment'] } },
        { spec: 'a wrong count', apiCalls: { count: { '/replies/new': 2 }, inOrder: ['POST', 'GET /rest/v1.1/notifications/?fields=id,type'] } },
        { spec: 'a wrong event count', after: 2, events: { 'panel/opened': 2 } },
        { spec: 'no such step', after: 99 },
      ],
      run,
    );
    expect(failures).toHaveLength(6);
    expect(failures[0]).toMatch(/^after step 3 \(.*\): the screen does not show "Reply posted!"\n {4}claim: a wrong reading$/);
    expect(failures.some((line) => line.includes('1 API calls match "/replies/new", not 2'))).toBe(true);
    expect(failures.some((line) => line.includes('no API call "GET /rest/v1.1/notifications/?fields=id,type" after the ones before it'))).toBe(true);
    expect(failures.some((line) => line.includes('1 "panel/opened" events, not 2'))).toBe(true);
  }, 60_000);
});
