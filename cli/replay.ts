import { readFileSync } from 'node:fs';
import { signal } from '@preact/signals-core';
import type { LoggedEvent } from '../src/core/events.ts';
import { formerFactsOf, type FormerFacts } from '../src/core/fact-history.ts';
import { foldLog, LogFormatError, parseLog } from '../src/core/log.ts';
import type { Plugin } from '../src/core/plugin.ts';
import { createReducer } from '../src/core/reducers/index.ts';
import { createRegistry, type Registry } from '../src/core/registry.ts';
import { createSelectors } from '../src/core/selectors.ts';
import { initialState, type PanelState } from '../src/core/state.ts';
import { InputError } from './errors.ts';
import { eventProblem, LoggedStateSchema, shapeProblem, tabProblem } from './log-schema.ts';
import { renderScreen, type ScreenParts } from './screen.ts';

/** Options of `replay`. */
export interface ReplayOptions {
  json?: boolean;
  at?: number;
  events?: boolean;
  /**
   * The view parts the screen shows, as `run`'s screens do (cli/part-text.ts, given by the caller:
   * it loads React, which folding a log does not need).
   */
  parts?: (registry: Registry) => ScreenParts;
}

/**
 * Reads a log file, naming the file and line of anything wrong with it; an older log's events are
 * read as the facts that replaced them (`formerly`: `formerFactsOf(plugins)`). A tab must be one
 * of `tabs` (the registry's) when given.
 */
export function readLogFile(file: string, formerly?: FormerFacts, tabs?: readonly string[]): ReturnType<typeof parseLog> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(file, null, code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? String(error)})`);
  }
  try {
    const tabbed = (problem: string | null, value: unknown) => problem ?? (tabs ? tabProblem(value, tabs) : null);
    const log = parseLog(text, { state: (state) => tabbed(shapeProblem(LoggedStateSchema, state), state), event: (event) => tabbed(eventProblem(event), event), formerly });
    return { ...log, header: { ...log.header, state: withCompleteParts(log.header.state) } };
  } catch (error) {
    if (error instanceof LogFormatError) throw new InputError(file, error.line, error.message.replace(/^line \d+: /, ''));
    throw error;
  }
}

/**
 * An older log's ui and client may lack newer fields: they start as in a new panel. Fields the panel
 * does not know are left out: nothing reads them, and `--json` would print whatever a crafted log put there.
 */
function withCompleteParts(state: PanelState): PanelState {
  const initial = initialState({ locale: state.client?.locale, now: state.now });
  return { ...state, ui: knownFields(initial.ui, state.ui, ['listMeasured']), client: knownFields(initial.client, state.client, ['offline']) };
}

/** `initial` with the values `logged` has for `initial`'s keys and the optional `extra` ones (fields a new panel leaves unset). */
function knownFields<T extends object>(initial: T, logged: Partial<T> | undefined, extra: readonly (keyof T)[]): T {
  const result = { ...initial };
  for (const key of [...(Object.keys(initial) as (keyof T)[]), ...extra]) if (logged && Object.hasOwn(logged, key)) result[key] = logged[key] as T[keyof T];
  return result;
}

function describeEvent(event: LoggedEvent): string {
  const { type, seq, at, ...payload } = event;
  const detail = JSON.stringify(payload, (key, value: unknown) => (key === 'notes' && Array.isArray(value) ? `${value.length} notes` : value));
  return `${String(seq).padStart(6)}  ${new Date(at).toISOString()}  ${type}${detail === '{}' ? '' : ` ${detail}`}`;
}

/** Folds a recorded log and returns what the panel would show (text or JSON). */
export function replay(file: string, plugins: readonly Plugin[], options: ReplayOptions = {}): string {
  const registry = createRegistry(plugins);
  const log = readLogFile(file, formerFactsOf(plugins), registry.tabs.map((tab) => tab.name));
  const until = options.at ?? Infinity;
  if (options.at !== undefined && !log.events.some((event) => event.seq === options.at) && options.at !== log.header.snapshotSeq) {
    throw new InputError(file, null, `no event with seq ${options.at} (the log holds ${log.header.snapshotSeq + 1}…${log.events.at(-1)?.seq ?? log.header.snapshotSeq})`);
  }
  const state: PanelState = foldLog(log, createReducer(registry.stateFields, registry), until, registry.stateFields);
  if (options.events) return log.events.filter((event) => event.seq <= until).map(describeEvent).join('\n');
  if (options.json) return JSON.stringify(state, null, 2);
  return renderScreen(state, createSelectors(signal(state), signal(registry)), registry, options.parts?.(registry));
}
