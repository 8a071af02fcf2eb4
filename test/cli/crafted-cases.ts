// The crafted inputs of issue 31, as files: each must end at once as bad input (exit 2, one line).
// Shared by crafted-input.test.ts (in-process) and crafted-input.slow.ts (the CLI as a process).

/** One crafted input: the command, the file's text, extra arguments, and the one-line problem expected. */
export interface CraftedCase {
  name: string;
  command: 'run' | 'replay';
  file: string;
  args: string[];
  problem: RegExp;
  /** For `run --expect`: the expectation file's text. */
  expect?: string;
}

const feed = (fields: Record<string, unknown>, steps: unknown[] = [{ do: 'open' }]) =>
  JSON.stringify({ timeZone: 'UTC', ...fields, steps }, null, 2);
const header = (state: unknown = {}) => JSON.stringify({ format: 'notes-panel-log', version: 1, snapshotSeq: 0, state });
// 100,000 levels of nesting, as JSON text (built as text: a value this deep cannot be stringified).
const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;

export const crafted: CraftedCase[] = [
  { name: 'wait of 1e300 ms', command: 'run', file: feed({}, [{ do: 'open' }, { do: 'wait', for: 1e300 }]), args: [], problem: /:\d+: wait needs "for": .* of at most 7 days/ },
  { name: 'wait of "999…9d" (Infinity)', command: 'run', file: feed({}, [{ do: 'wait', for: `${'9'.repeat(400)}d` }]), args: [], problem: /:\d+: wait needs "for"/ },
  { name: 'waits adding up past 31 days', command: 'run', file: feed({}, Array.from({ length: 6 }, () => ({ do: 'wait', for: '7d' }))), args: [], problem: /:\d+: the feed waits more than 31 days in all/ },
  { name: 'generateEverySeconds 1e-9', command: 'run', file: feed({ generateEverySeconds: 1e-9 }), args: [], problem: /:\d+: generateEverySeconds must be a number from 1 to/ },
  { name: 'generateEverySeconds 1 over a month of waits', command: 'run', file: feed({ generateEverySeconds: 1 }, Array.from({ length: 4 }, () => ({ do: 'wait', for: '7d' }))), args: [], problem: /:\d+: generateEverySeconds makes more than 5000 notes/ },
  { name: 'generate.count 1e10', command: 'run', file: feed({ notes: { generate: { count: 1e10 } } }), args: [], problem: /:\d+: generate.count must be a whole number from 1 to 5000/ },
  { name: 'generate.count 3e6', command: 'run', file: feed({ notes: { generate: { count: 3e6 } } }), args: [], problem: /:\d+: generate.count must be a whole number from 1 to 5000/ },
  { name: 'generate.everyMinutes 1e300', command: 'run', file: feed({ notes: { generate: { count: 5, everyMinutes: 1e300 } } }), args: [], problem: /:\d+: generate.everyMinutes must be a number > 0, at most/ },
  { name: 'generated dates before 1970', command: 'run', file: feed({ notes: { generate: { count: 5_000, everyMinutes: 525_600 } } }), args: [], problem: /:\d+: generate: count × everyMinutes goes back before 1970/ },
  { name: 'start at the last moment a Date holds', command: 'run', file: feed({ start: '+275760-09-13T00:00:00.000Z' }, [{ do: 'open' }, { do: 'wait', for: '1s' }]), args: [], problem: /:\d+: start must be an ISO date from 1970 to 9999/ },
  { name: 'start at the first moment a Date holds', command: 'run', file: feed({ start: '-271821-04-20T00:00:00.000Z', notes: { generate: { count: 3 } } }), args: [], problem: /:\d+: start must be an ISO date from 1970 to 9999/ },
  { name: 'replay --events with at 1e300', command: 'replay', file: `${header()}\n{"type":"panel/opened","seq":1,"at":1e300}\n`, args: ['--events'], problem: /:2: at missing or not a time/ },
  { name: 'replay --events with at -1e300', command: 'replay', file: `${header()}\n{"type":"panel/opened","seq":1,"at":-1e300}\n`, args: ['--events'], problem: /:2: at missing or not a time/ },
  { name: 'replay --json with deep nesting in state.ui', command: 'replay', file: `${header({ ui: { filterName: 'all', x: '@' } }).replace('"@"', deep)}\n`, args: ['--json'], problem: /:1: nested deeper than 100 levels/ },
  { name: 'replay with a header time no Date holds', command: 'replay', file: `${header({ now: 1e300 })}\n`, args: [], problem: /:1: malformed state \(now: Expected a time a Date can hold\)/ },
];

/** `run --expect` with an expectation of 400,000 lines: refused before the run. */
export const hugeExpectation: CraftedCase = {
  name: '--expect with 400,000 lines',
  command: 'run',
  file: feed({}),
  args: [],
  problem: /:\d+: "screen" holds 400000 lines; an outcome holds at most 50000/,
  expect: JSON.stringify({ screen: Array.from({ length: 400_000 }, (_, index) => `line ${index}`), apiCalls: [], hostMessages: [] }),
};
