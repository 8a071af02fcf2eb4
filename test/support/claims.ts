/**
 * Claims about a feed run, written by hand from SPEC's words (fixtures/feeds/by-spec/*.claims.json).
 * Unlike `*.expected.json`, which the implementation writes (UPDATE_FEEDS=1) and which therefore
 * only catches change, a claim states one thing the spec says and is checked for itself:
 *
 *   { "spec": "§8 …the words…", "after": 3, "screen": { "shows": ["…"], "hides": ["…"] },
 *     "apiCalls": { "count": { "…": 1 }, "inOrder": ["…", "…"] }, "events": { "realtime/subscribing": 3 } }
 *
 * `after` is a step number (1-based): the screen after that step and the API calls made by then;
 * without it, the end of the run. `since` (a step number) counts only the calls made after that
 * step, and `events` counts the panel's events of each type (tab 1's log) the same way. Every
 * other string is matched as a substring of a line.
 */
import type { RunResult } from '../../cli/run.ts';

/** One claim. */
export interface Claim {
  /** The words of SPEC (or of docs/spec-differences.md) the claim comes from. */
  spec: string;
  after?: number;
  since?: number;
  screen?: { shows?: string[]; hides?: string[] };
  apiCalls?: { count?: Record<string, number>; inOrder?: string[] };
  /** How many events of each type the panel appended. */
  events?: Record<string, number>;
}

/** Tab 1's events as `[seq, type]`, from the run's exported log (its first line is the header). */
function eventsOf(run: RunResult): [number, string][] {
  return run.log
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => JSON.parse(line) as { seq: number; type: string })
    .map((event) => [event.seq, event.type]);
}

/** Checks every claim against a run; returns one line per claim that does not hold. */
export function checkClaims(claims: readonly Claim[], run: RunResult): string[] {
  const failures: string[] = [];
  const events = eventsOf(run);
  for (const claim of claims) {
    const step = claim.after === undefined ? undefined : run.steps[claim.after - 1];
    const where = claim.after === undefined ? 'at the end' : `after step ${claim.after} (${step?.step ?? 'no such step'})`;
    const fail = (problem: string) => failures.push(`${where}: ${problem}\n    claim: ${claim.spec}`);
    if (claim.after !== undefined && !step) {
      fail('the feed has no such step');
      continue;
    }
    const screen = step ? step.screen : run.outcome.screen;
    const start = claim.since === undefined ? 0 : (run.steps[claim.since - 1]?.apiCalls ?? Infinity);
    const calls = (step ? run.calls.slice(0, step.apiCalls) : run.calls).slice(start);
    const onScreen = (text: string) => screen.some((line) => line.includes(text));
    for (const text of claim.screen?.shows ?? []) if (!onScreen(text)) fail(`the screen does not show "${text}"`);
    for (const text of claim.screen?.hides ?? []) if (onScreen(text)) fail(`the screen shows "${text}"`);
    for (const [text, expected] of Object.entries(claim.apiCalls?.count ?? {})) {
      const count = calls.filter((line) => line.includes(text)).length;
      if (count !== expected) fail(`${count} API calls match "${text}", not ${expected}`);
    }
    const firstSeq = claim.since === undefined ? 0 : (run.steps[claim.since - 1]?.seq ?? Infinity);
    const lastSeq = step ? step.seq : Infinity;
    for (const [type, expected] of Object.entries(claim.events ?? {})) {
      const count = events.filter(([seq, name]) => name === type && seq > firstSeq && seq <= lastSeq).length;
      if (count !== expected) fail(`${count} "${type}" events, not ${expected}`);
    }
    let from = 0;
    for (const text of claim.apiCalls?.inOrder ?? []) {
      const index = calls.findIndex((line, position) => position >= from && line.includes(text));
      if (index === -1) {
        fail(`no API call "${text}" after the ones before it`);
        break;
      }
      from = index + 1;
    }
  }
  return failures;
}
