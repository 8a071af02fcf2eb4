/**
 * Fault scenarios as data: JSON files `{ name, description, rules, realtime? }` shared by the CLI,
 * the tests and `npm start`. Validation names the file and the exact field that is wrong.
 */
import { existsSync } from 'node:fs';
// Node's URL by another name: in a DOM test environment (happy-dom, jsdom) the global URL is the
// environment's, and Vite's transform for the web rewrites `new URL('…', import.meta.url)` to a path
// from the server's root; either way the fixtures' path came out wrong ("must be of scheme file").
import { fileURLToPath, URL as NodeURL } from 'node:url';
import { InputError } from '../cli/errors.ts';
import { readJsonSource } from '../cli/json-source.ts';

/** Which requests a rule applies to. */
export interface FaultMatch {
  /** HTTP method, any case; any method when absent. */
  method?: string;
  /**
   * A path such as '/rest/v1.1/notifications/' or '/notifications/' (without the API prefix),
   * compared whole, trailing slash ignored; or '/regex/flags' (it must use a regex character such as
   * ^ $ * + ? ( [ { | or \) tested against the decoded path plus query.
   */
  path: string;
  /** Query parameters that must have these values. */
  query?: Record<string, string>;
  /** Fields the JSON body must contain (deep subset), e.g. `{ "status": "spam" }`. */
  body?: Record<string, unknown>;
}

/** What happens instead of (or before) the normal answer. */
export interface Fault {
  /** Answer with this status (default 200 when only `body` is given). */
  status?: number;
  /** JSON body of the answer (default `{ error, message }` for error statuses). */
  body?: unknown;
  /** Wait this long first (on the platform's clock); alone, the request then goes through. */
  delayMs?: number;
  /** Fail as a connection error: no HTTP answer at all. */
  network?: true;
}

/**
 * One rule: it counts every request its `match` fits; from match `after + 1` on it is applied, `times`
 * times (default forever). The first rule applied with a status, body or network fault answers.
 */
export interface FaultRule {
  match: FaultMatch;
  fault: Fault;
  times?: number;
  after?: number;
}

/** One step for realtime connection attempts, consumed in order; then connections are accepted. */
export interface RealtimeStep {
  /** refuse: the upgrade is answered 503; drop: accepted, then cut after `afterMs`; accept: normal. */
  action: 'refuse' | 'drop' | 'accept';
  afterMs?: number;
  /** How many connection attempts this step covers (default forever). */
  times?: number;
}

/** A named fault scenario. */
export interface FaultScenario {
  name: string;
  description: string;
  rules: FaultRule[];
  realtime?: RealtimeStep[];
}

/** Folder of the shipped scenarios. */
export const SCENARIOS_DIR = fileURLToPath(new NodeURL('../fixtures/scenarios/', import.meta.url));

const REGEX_FORM = /^\/(.+)\/([dgimsuy]*)$/s;

/** The regex a '/…/flags' path stands for, or undefined for a plain path. */
export function pathPattern(path: string): RegExp | undefined {
  const form = REGEX_FORM.exec(path);
  if (!form || !/[\^$*+?()[\]{}|\\]/.test(form[1] ?? '')) return undefined;
  return new RegExp(form[1] ?? '', form[2]);
}

type Check = (condition: boolean, where: string, problem: string) => asserts condition;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isCount = (value: unknown, min: number): boolean => Number.isInteger(value) && (value as number) >= min;

function checkRule(rule: unknown, where: string, check: Check): void {
  check(isObject(rule), where, 'must be an object { match, fault, times?, after? }');
  const { match, fault, times, after } = rule;
  check(isObject(match), `${where}.match`, 'must be an object { method?, path, query?, body? }');
  check(typeof match.path === 'string' && match.path.startsWith('/'), `${where}.match.path`, 'must be a path starting with "/" or a "/regex/"');
  try {
    pathPattern(match.path);
  } catch (error) {
    check(false, `${where}.match.path`, `is not a valid regex (${(error as Error).message})`);
  }
  check(match.method === undefined || typeof match.method === 'string', `${where}.match.method`, 'must be a string such as "POST"');
  check(match.query === undefined || (isObject(match.query) && Object.values(match.query).every((value) => typeof value === 'string')), `${where}.match.query`, 'must map names to string values');
  check(match.body === undefined || isObject(match.body), `${where}.match.body`, 'must be an object');
  check(isObject(fault), `${where}.fault`, 'must be an object { status?, body?, delayMs?, network? }');
  check(['status', 'body', 'delayMs', 'network'].some((key) => fault[key] !== undefined), `${where}.fault`, 'needs status, body, delayMs or network');
  const unknown = Object.keys(fault).filter((key) => !['status', 'body', 'delayMs', 'network'].includes(key));
  check(unknown.length === 0, `${where}.fault`, `has unknown field(s) ${unknown.join(', ')}`);
  check(fault.status === undefined || (isCount(fault.status, 100) && (fault.status as number) <= 599), `${where}.fault.status`, 'must be an HTTP status 100–599');
  check(fault.delayMs === undefined || (typeof fault.delayMs === 'number' && fault.delayMs >= 0), `${where}.fault.delayMs`, 'must be a number of ms ≥ 0');
  check(fault.network === undefined || fault.network === true, `${where}.fault.network`, 'must be true when present');
  check(!(fault.network && (fault.status !== undefined || fault.body !== undefined)), `${where}.fault`, 'network cannot be combined with status or body');
  check(times === undefined || isCount(times, 1), `${where}.times`, 'must be an integer ≥ 1');
  check(after === undefined || isCount(after, 0), `${where}.after`, 'must be an integer ≥ 0');
}

function checkStep(step: unknown, where: string, check: Check): void {
  check(isObject(step), where, 'must be an object { action, afterMs?, times? }');
  check(['refuse', 'drop', 'accept'].includes(step.action as string), `${where}.action`, 'must be "refuse", "drop" or "accept"');
  check(step.afterMs === undefined || (typeof step.afterMs === 'number' && step.afterMs >= 0), `${where}.afterMs`, 'must be a number of ms ≥ 0');
  check(step.times === undefined || isCount(step.times, 1), `${where}.times`, 'must be an integer ≥ 1');
}

/** Validates parsed JSON as a scenario; `source` names the file in errors. */
export function parseScenario(data: unknown, source: string): FaultScenario {
  const check: Check = (condition, where, problem) => {
    if (!condition) throw new Error(`${source}: ${where} ${problem}`);
  };
  check(isObject(data), 'scenario', 'must be an object { name, description, rules: [...] }');
  check(typeof data.name === 'string' && data.name !== '', 'name', 'must be a non-empty string');
  check(typeof data.description === 'string', 'description', 'must be a string');
  check(Array.isArray(data.rules), 'rules', 'must be a list of rules');
  data.rules.forEach((rule, index) => checkRule(rule, `rules[${index}]`, check));
  check(data.realtime === undefined || Array.isArray(data.realtime), 'realtime', 'must be a list of steps');
  (data.realtime ?? []).forEach((step, index) => checkStep(step, `realtime[${index}]`, check));
  return structuredClone(data) as unknown as FaultScenario;
}

/** Loads a scenario file, or a shipped one by name ('api-500s'). */
export function loadScenario(fileOrName: string): FaultScenario {
  const shipped = `${SCENARIOS_DIR}${fileOrName}.json`;
  const path = !fileOrName.endsWith('.json') && /^[\w-]+$/.test(fileOrName) && existsSync(shipped) ? shipped : fileOrName;
  let data: unknown;
  try {
    data = readJsonSource(path).value;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new Error(error.line === null ? `${path}: cannot read the scenario file (${error.problem})` : error.message, { cause: error });
  }
  return parseScenario(data, path);
}
