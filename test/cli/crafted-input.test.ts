// Crafted input to `run` and `replay` (issue 31): every number the input decides is bounded, and what
// passes the bounds is refused as bad input (one line naming the file and line) instead of hanging,
// crashing or filling memory. The same cases as processes (time, memory, exit 2) are in crafted-input.slow.ts.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../cli/errors.ts';
import { diffLines, MAX_OUTCOME_LINES, readOutcome } from '../../cli/outcome.ts';
import { replay } from '../../cli/replay.ts';
import { runFeed } from '../../cli/run.ts';
import { parseDuration } from '../../cli/steps.ts';
import { crafted } from './crafted-cases.ts';

const dir = mkdtempSync(join(tmpdir(), 'crafted-'));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

async function failure(run: () => Promise<unknown> | unknown): Promise<InputError> {
  const error: unknown = await Promise.resolve().then(run).then(() => null, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(InputError);
  return error as InputError;
}

describe('crafted feeds are refused at their line', () => {
  it.each(crafted.filter((entry) => entry.command === 'run' && !entry.expect))('$name', async (entry) => {
    const file = write(`${entry.name.replace(/\W+/g, '-')}.json`, entry.file);
    const error = await failure(() => runFeed(file));
    expect(error.message).toMatch(entry.problem);
  });

  it('durations past a week, or not finite, are not durations', () => {
    expect(parseDuration('7d')).toBe(7 * 86_400_000);
    expect(parseDuration('7d1ms')).toBeNull();
    expect(parseDuration(1e300)).toBeNull();
    expect(parseDuration(`${'9'.repeat(400)}d`)).toBeNull();
    expect(parseDuration('1h30m')).toBe(5_400_000);
  });
});

describe('crafted logs are refused at their line', () => {
  it.each(crafted.filter((entry) => entry.command === 'replay'))('$name', async (entry) => {
    const file = write(`${entry.name.replace(/\W+/g, '-')}.jsonl`, entry.file);
    const error = await failure(() => replay(file, [], { json: entry.args.includes('--json'), events: entry.args.includes('--events') }));
    expect(error.message).toMatch(entry.problem);
  });

  it('drops fields the panel does not know from the logged ui and client', () => {
    const header = { format: 'notes-panel-log', version: 1, snapshotSeq: 0, state: { ui: { filterName: 'unread', extra: { deep: [1, 2] } }, client: { junk: 'x'.repeat(1000) } } };
    const file = write('unknown-ui.jsonl', `${JSON.stringify(header)}\n`);
    const state = JSON.parse(replay(file, [], { json: true })) as { ui: Record<string, unknown>; client: Record<string, unknown> };
    expect(state.ui.filterName).toBe('unread');
    expect(state.ui).not.toHaveProperty('extra');
    expect(state.client).not.toHaveProperty('junk');
  });
});

describe('--expect', () => {
  it(`refuses an expectation of more than ${MAX_OUTCOME_LINES} lines`, async () => {
    const file = write('huge.expected.json', JSON.stringify({ screen: Array.from({ length: MAX_OUTCOME_LINES + 1 }, (_, index) => `line ${index}`), apiCalls: [], hostMessages: [] }));
    expect((await failure(() => readOutcome(file))).message).toMatch(/"screen" holds 50001 lines; an outcome holds at most 50000/);
  });

  it('diffs long lists in linear memory: common ends matched, a large middle shown as replaced', () => {
    const expected = Array.from({ length: 40_000 }, (_, index) => `expected ${index}`);
    const actual = Array.from({ length: 40_000 }, (_, index) => `actual ${index}`);
    const started = performance.now();
    const diff = diffLines(['same', ...expected, 'end'], ['same', ...actual, 'end']);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(diff).toHaveLength(80_002);
    expect(diff.slice(0, 2)).toEqual(['  same', '- expected 0']);
    expect(diff.at(-2)).toBe('+ actual 39999');
    // Small differences are still exact.
    expect(diffLines(['a', 'b', 'c', 'd'], ['a', 'c', 'd', 'e'])).toEqual(['  a', '- b', '  c', '  d', '+ e']);
  });
});
