// A feed: the data a `run` plays (docs/cli.md). Validation names the feed's file and the line of the
// offending value, so a typo in step 40 of a day-long feed is found at once.
import { InputError } from './errors.ts';
import type { JsonPath, JsonSource } from './json-source.ts';
import { GENERATE_EVERY_SECONDS, MAX_EVERY_MINUTES, MAX_GENERATED, MAX_RUN_MS, TIME_RANGE } from './limits.ts';
import { isPixels, parseStep, type Step } from './steps.ts';

/** How the platform's initial notes are given. */
export type NotesSpec =
  | { kind: 'file'; path: string; line: number }
  /** The notes stay in the feed's parsed value (not copied here: the platform adopts them). */
  | { kind: 'inline'; line: number }
  | { kind: 'generate'; count: number; types?: string[]; everyMinutes: number; line: number };

/** A validated feed. */
export interface Feed {
  file: string;
  description: string;
  /** Virtual clock start, epoch ms. */
  start: number;
  /** IANA time zone the run happens in: time groups split at its local midnight. */
  timeZone: string;
  notes: NotesSpec | undefined;
  scenario: { value: unknown; line: number } | undefined;
  generateEverySeconds: number | undefined;
  realtime: boolean;
  viewport: { width: number; height: number } | undefined;
  steps: Step[];
}

const FEED_FIELDS = ['description', 'start', 'timeZone', 'notes', 'scenario', 'generateEverySeconds', 'realtime', 'viewport', 'steps'];

/** An assertion about the value at `path`. */
export type Check = (condition: unknown, path: JsonPath, problem: string) => asserts condition;

/** Checks a condition on the value at `path`; failing names the file and that value's line. */
export function checker(source: JsonSource): Check {
  return (condition, path, problem) => {
    if (!condition) throw new InputError(source.file, source.lineOf(path), problem);
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function parseNotes(source: JsonSource, raw: unknown, start: number): NotesSpec | undefined {
  const check: Check = checker(source);
  const line = source.lineOf(['notes']);
  if (raw === undefined) return undefined;
  if (typeof raw === 'string') return { kind: 'file', path: raw, line };
  if (Array.isArray(raw)) return { kind: 'inline', line };
  const spec = isObject(raw) ? raw.generate : undefined;
  check(isObject(spec), ['notes'], 'notes must be a file path, an array of notes or { "generate": { "count": N } }');
  check(Number.isInteger(spec.count) && (spec.count as number) > 0 && (spec.count as number) <= MAX_GENERATED, ['notes', 'generate', 'count'], `generate.count must be a whole number from 1 to ${MAX_GENERATED}`);
  check(spec.types === undefined || (Array.isArray(spec.types) && spec.types.every((type) => typeof type === 'string')), ['notes', 'generate', 'types'], 'generate.types must be a list of note types');
  const every = spec.everyMinutes ?? 60;
  check(typeof every === 'number' && every > 0 && every <= MAX_EVERY_MINUTES, ['notes', 'generate', 'everyMinutes'], `generate.everyMinutes must be a number > 0, at most ${MAX_EVERY_MINUTES} (a year)`);
  // The oldest note is dated count × everyMinutes before the start: it must still be a date the platform writes.
  const oldest = start - ((spec.count as number) - 1) * every * 60_000;
  check(oldest >= TIME_RANGE.min, ['notes', 'generate'], 'generate: count × everyMinutes goes back before 1970; use fewer notes or a shorter everyMinutes');
  return { kind: 'generate', count: spec.count as number, types: spec.types as string[] | undefined, everyMinutes: every, line };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone }).format(0);
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** Validates parsed feed JSON: actions and tabs are the registry's (`actionNames`, `tabNames`). */
export function parseFeed(source: JsonSource, actionNames: readonly string[], tabNames: readonly string[]): Feed {
  const check: Check = checker(source);
  const data = source.value;
  if (!isObject(data)) throw new InputError(source.file, 1, 'a feed is a JSON object with "steps"');
  for (const key of Object.keys(data)) check(FEED_FIELDS.includes(key), [key], `unknown feed field "${key}" (known: ${FEED_FIELDS.join(', ')})`);
  const start = data.start === undefined ? Date.UTC(2026, 0, 1, 12) : typeof data.start === 'string' ? Date.parse(data.start) : NaN;
  check(Number.isFinite(start) && start >= TIME_RANGE.min && start <= TIME_RANGE.max, ['start'], 'start must be an ISO date from 1970 to 9999, such as "2026-01-01T12:00:00Z"');
  const timeZone = data.timeZone ?? 'UTC';
  check(typeof timeZone === 'string' && isTimeZone(timeZone), ['timeZone'], 'timeZone must be an IANA zone such as "UTC" or "America/New_York"');
  check(data.description === undefined || typeof data.description === 'string', ['description'], 'description must be a string');
  check(data.scenario === undefined || typeof data.scenario === 'string' || isObject(data.scenario), ['scenario'], 'scenario must be a shipped name, a file path or an inline scenario');
  const every = data.generateEverySeconds;
  const { min, max } = GENERATE_EVERY_SECONDS;
  check(every === undefined || (typeof every === 'number' && every >= min && every <= max), ['generateEverySeconds'], `generateEverySeconds must be a number from ${min} to ${max} (a year)`);
  check(data.realtime === undefined || typeof data.realtime === 'boolean', ['realtime'], 'realtime must be true or false');
  const viewport = data.viewport;
  check(viewport === undefined || (isObject(viewport) && isPixels(viewport.width) && isPixels(viewport.height)), ['viewport'], 'viewport must be { "width": px, "height": px } (1 to 100000)');
  check(Array.isArray(data.steps), ['steps'], 'steps must be a list');
  const context = { check, actionNames, filters: tabNames };
  const steps = (data.steps as unknown[]).map((step, index) => parseStep(step, ['steps', index], source.lineOf(['steps', index]), context));
  // Waits add up: the run's virtual time is bounded as a whole, and its last moment is still a date.
  let waited = 0;
  for (const [index, step] of steps.entries()) {
    if (step.do === 'wait') waited += step.ms;
    check(waited <= MAX_RUN_MS && start + waited <= TIME_RANGE.max, ['steps', index], 'the feed waits more than 31 days in all (or past the year 9999)');
  }
  // The platform's generator makes a note every so often while the feed waits: as many notes as `generate` may.
  check(every === undefined || waited / ((every as number) * 1000) <= MAX_GENERATED, ['generateEverySeconds'], `generateEverySeconds makes more than ${MAX_GENERATED} notes over the feed's waits; generate less often`);
  return {
    file: source.file,
    description: (data.description as string | undefined) ?? '',
    start,
    timeZone,
    notes: parseNotes(source, data.notes, start),
    scenario: data.scenario === undefined ? undefined : { value: data.scenario, line: source.lineOf(['scenario']) },
    generateEverySeconds: every as number | undefined,
    realtime: data.realtime !== false,
    viewport: viewport as Feed['viewport'],
    steps,
  };
}
