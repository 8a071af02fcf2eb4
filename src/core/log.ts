import type { LoggedEvent, PanelEvent } from './events.ts';
import { isEventType } from './events.ts';
import { upgradeEach, upgradeEvent, type FormerFacts } from './fact-history.ts';
import { checkFields, type StateField } from './reducers/index.ts';
import { completeState, type PanelState } from './state.ts';

/** Format name and version written in the first line of every export. */
export const LOG_FORMAT = 'notes-panel-log';
/**
 * 2: the shipped plugins' events are their own facts (`plugin/recorded`), no longer the core's; a
 * log of version 1 holds them under the core's names, which the facts read (`formerly`).
 */
export const LOG_VERSION = 2;

/** First line of an export: where folding starts. */
export interface LogHeader {
  format: typeof LOG_FORMAT;
  version: number;
  /** Seq of the last event folded into `state`; 0 for the initial state. */
  snapshotSeq: number;
  state: PanelState;
}

/** A bounded event log: a snapshot plus the events after it. */
export interface EventLog {
  record(event: LoggedEvent, stateAfter: PanelState): void;
  snapshot(): { seq: number; state: PanelState };
  /** JSON lines: the header, then one event a line. */
  export(): string;
}

/** How long the log keeps events by default: a bug report covers the last day. */
export const LOG_MAX_AGE_MS = 86_400_000;
/** A checkpoint at least this often, so the age bound drops old events an hour at a time. */
const CHECKPOINT_EVERY_MS = 3_600_000;

/**
 * Keeps at most `limit + chunk` events (`chunk`: a quarter of `limit`), and none much older than `maxAgeMs` (within an hour):
 * a tab open for a week exports about a day, not a week. Every `chunk` events, and every hour, it
 * remembers the state reached (a reference: states share structure), so dropping the oldest events
 * needs no refold.
 */
export function createEventLog(options: { initial: PanelState; limit?: number; maxAgeMs?: number }): EventLog {
  const limit = Math.max(1, options.limit ?? 5000);
  const chunk = Math.ceil(limit / 4);
  const maxAgeMs = options.maxAgeMs ?? LOG_MAX_AGE_MS;
  let snapshot = { seq: 0, state: options.initial };
  let events: LoggedEvent[] = [];
  let checkpoints: { seq: number; at: number; state: PanelState }[] = [];
  let lastCheckpointAt = options.initial.now;

  function compact(): void {
    const checkpoint = checkpoints[0];
    if (!checkpoint) return;
    const drop = events.findIndex((event) => event.seq > checkpoint.seq);
    events = drop < 0 ? [] : events.slice(drop);
    snapshot = { seq: checkpoint.seq, state: checkpoint.state };
    checkpoints = checkpoints.slice(1);
  }

  return {
    record(event, stateAfter) {
      events.push(event);
      if (event.seq % chunk === 0 || event.at - lastCheckpointAt >= CHECKPOINT_EVERY_MS) {
        checkpoints.push({ seq: event.seq, at: event.at, state: stateAfter });
        lastCheckpointAt = event.at;
      }
      if (events.length >= limit + chunk) compact();
      while (checkpoints[0] && event.at - checkpoints[0].at > maxAgeMs) compact();
    },
    snapshot: () => snapshot,
    export() {
      const header: LogHeader = { format: LOG_FORMAT, version: LOG_VERSION, snapshotSeq: snapshot.seq, state: snapshot.state };
      return [header, ...events].map((line) => JSON.stringify(line)).join('\n') + '\n';
    },
  };
}

/** The deepest nesting a log line may have: events and notes nest a few levels, never 100. */
export const MAX_LOG_DEPTH = 100;
/** The latest moment a Date holds, in ms either side of 1970. */
const MAX_TIME = 8.64e15;

/** Whether `value` is a moment a Date can hold (epoch ms). */
export const isTime = (value: unknown): value is number => typeof value === 'number' && Math.abs(value) <= MAX_TIME;

/** How deep `value` nests (a scalar is 0), counted without recursion and only up to `limit` + 1. */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return deepest;
}

/** A problem in a log file, with the line it is on (1-based). */
export class LogFormatError extends Error {
  constructor(readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'LogFormatError';
  }
}

/** Checks of a log's payloads beyond its framing: each returns why a part is malformed, or null. */
export interface LogChecks {
  state?(state: object): string | null;
  event?(event: LoggedEvent): string | null;
  /**
   * The facts that replaced older logs' events (`formerFactsOf(plugins)`): such an event is read
   * as its fact before it is checked. Without them an older log's moved events are unknown types.
   */
  formerly?: FormerFacts;
}

/**
 * Reads an export back. Throws a LogFormatError naming the line for anything it cannot trust: the
 * framing here, the payloads by `checks` (the CLI passes the API's schemas, which the core cannot import).
 */
export function parseLog(text: string, checks: LogChecks = {}): { header: LogHeader; events: LoggedEvent[] } {
  const lines = text.split('\n');
  const parsed: { line: number; value: unknown }[] = [];
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new LogFormatError(index + 1, 'not valid JSON');
    }
    // Folding, printing and exporting walk values recursively: a crafted depth would overflow the stack.
    if (nestingDepth(value, MAX_LOG_DEPTH) > MAX_LOG_DEPTH) throw new LogFormatError(index + 1, `nested deeper than ${MAX_LOG_DEPTH} levels`);
    parsed.push({ line: index + 1, value });
  });
  const first = parsed[0];
  if (!first) throw new LogFormatError(1, 'the log is empty');
  const header = first.value as Partial<LogHeader>;
  if (header?.format !== LOG_FORMAT) throw new LogFormatError(first.line, `not a ${LOG_FORMAT} header`);
  if (typeof header.version !== 'number' || header.version > LOG_VERSION) {
    throw new LogFormatError(first.line, `written by a newer version (format ${String(header.version)}; this reader knows ${LOG_VERSION})`);
  }
  if (typeof header.snapshotSeq !== 'number' || typeof header.state !== 'object' || header.state === null) {
    throw new LogFormatError(first.line, 'header lacks snapshotSeq or state');
  }
  const formerly = checks.formerly ?? new Map();
  const older = header.version < LOG_VERSION;
  header.state = upgradeState(header.state, formerly, older, first.line);
  const stateProblem = checks.state?.(header.state);
  if (stateProblem) throw new LogFormatError(first.line, `malformed state (${stateProblem})`);
  let lastSeq = header.snapshotSeq;
  const events = parsed.slice(1).map(({ line, value }) => {
    const upgraded = upgradeEvent(value, formerly, older);
    if ('problem' in upgraded) throw new LogFormatError(line, upgraded.problem);
    const event = upgraded.event as Partial<LoggedEvent>;
    if (!isEventType(event?.type)) throw new LogFormatError(line, `unknown event type ${JSON.stringify(event?.type)}`);
    if (typeof event.seq !== 'number' || event.seq <= lastSeq) throw new LogFormatError(line, 'seq missing or out of order');
    // A time is printed and compared as a Date: ±1e300 is no moment (new Date(at).toISOString() throws).
    if (!isTime(event.at)) throw new LogFormatError(line, 'at missing or not a time');
    const problem = checks.event?.(event as LoggedEvent);
    if (problem) throw new LogFormatError(line, `malformed ${event.type} event (${problem})`);
    lastSeq = event.seq;
    return event as LoggedEvent;
  });
  return { header: header as LogHeader, events };
}

/** A header's state with its undo step's revert events read as today's. */
function upgradeState(state: PanelState, formerly: FormerFacts, older: boolean, line: number): PanelState {
  const revert: unknown = (state.undo as { revert?: unknown } | null | undefined)?.revert;
  if (!Array.isArray(revert) || formerly.size === 0) return state;
  const upgraded = upgradeEach(revert, formerly, older);
  if ('problem' in upgraded) throw new LogFormatError(line, `malformed state (undo.revert: ${upgraded.problem})`);
  return { ...state, undo: { ...state.undo!, revert: upgraded.event as PanelEvent[] } };
}

/** Folds an export from its snapshot: the state the user saw, optionally stopping at `untilSeq`. */
export function foldLog(
  log: { header: LogHeader; events: readonly LoggedEvent[] },
  reduce: (state: PanelState, event: LoggedEvent) => PanelState,
  untilSeq = Infinity,
  fields: Record<string, StateField> = {},
): PanelState {
  // The header's plugin slices are checked once here (`StateField.check`), never again per event.
  let state = checkFields(fields, completeState(log.header.state));
  for (const event of log.events) {
    if (event.seq > untilSeq) break;
    state = reduce(state, event);
  }
  return state;
}
