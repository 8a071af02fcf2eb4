/**
 * The mock platform without a server: state, fault injector, handlers and generator, ready for
 * msw's `setupServer` (the CLI on a virtual clock) or for the node server in server.ts.
 */
import type { HttpHandler } from 'msw';
import { createPlatformFront, type PlatformFront } from './front.ts';
import { createFaultInjector, loadScenario, parseScenario, type FaultInjector, type FaultScenario } from './faults.ts';
import { createNoteGenerator, type NoteGenerator } from './generator.ts';
import { createHandlers } from './handlers.ts';
import { createLocalRealtime, type LocalRealtime } from './local-realtime.ts';
import { realTimers, type Timers } from './timers.ts';
import { DEFAULT_BASE_URL } from './respond.ts';
import { createMockState, type MockState, type MockStateOptions } from './state.ts';

/** A clock: epoch ms alone (real timers), or with its own timers (the core's Clock, a VirtualClock). */
export type ClockOption = (() => number) | (Timers & { now(): number });

/** Options of `createMockPlatform`. */
export interface MockPlatformOptions {
  /** Seed notes: a file path, a list response, an array of notes; default the sample. */
  notes?: MockStateOptions['notes'];
  /** A scenario, its file, or the name of a shipped one ('api-500s'). */
  scenario?: FaultScenario | string;
  /** Create a note every N seconds (on the clock's timers). */
  generateEverySeconds?: number;
  clock?: ClockOption;
  /** API origin the handlers answer on; default https://public-api.wordpress.com. */
  baseUrl?: string;
  /** How many of the latest requests the log keeps (default 10,000). */
  requestLogLimit?: number;
}

/** State, handlers and helpers of one platform. */
export interface MockPlatform extends Omit<PlatformFront, 'handler'> {
  state: MockState;
  /** One handler: the request log, failNext and scripted routes, then the fault rules, then the platform. */
  handlers: HttpHandler[];
  faults: FaultInjector;
  scenario: FaultScenario | undefined;
  generator: NoteGenerator | undefined;
  /** The realtime channel in-process (no socket), for runs on a virtual clock. */
  localRealtime: LocalRealtime;
  timers: Timers;
  /** Stops the generator and the in-process channel. */
  dispose(): void;
}

/** Splits a clock option into `now` and timers. */
export function clockParts(clock: ClockOption | undefined): { now: () => number; timers: Timers } {
  if (clock === undefined) return { now: Date.now, timers: realTimers };
  if (typeof clock === 'function') return { now: clock, timers: realTimers };
  return {
    now: () => clock.now(),
    timers: { setTimeout: (callback, ms) => clock.setTimeout(callback, ms), clearTimeout: (handle) => clock.clearTimeout(handle) },
  };
}

/** Resolves a scenario option to a validated scenario. */
export function resolveScenario(scenario: FaultScenario | string | undefined): FaultScenario | undefined {
  if (scenario === undefined) return undefined;
  return typeof scenario === 'string' ? loadScenario(scenario) : parseScenario(scenario, `scenario ${scenario.name ?? '(unnamed)'}`);
}

/** Builds a platform; nothing listens until its handlers are mounted. */
export function createMockPlatform(options: MockPlatformOptions = {}): MockPlatform {
  const { now, timers } = clockParts(options.clock);
  const scenario = resolveScenario(options.scenario);
  const state = createMockState({ notes: options.notes, clock: now });
  const faults = createFaultInjector(scenario?.rules ?? [], {
    baseUrl: options.baseUrl,
    sleep: (ms) => new Promise((resolve) => timers.setTimeout(resolve, ms)),
  });
  const generator =
    options.generateEverySeconds === undefined ? undefined : createNoteGenerator(state, { everySeconds: options.generateEverySeconds, timers });
  generator?.start();
  const localRealtime = createLocalRealtime(state, { timers, steps: scenario?.realtime });
  const inner = [faults.handler, ...createHandlers(state, { baseUrl: options.baseUrl })];
  const { handler: front, ...controls } = createPlatformFront((options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ''), () => inner, options.requestLogLimit);
  return {
    ...controls,
    state,
    handlers: [front],
    faults,
    scenario,
    generator,
    localRealtime,
    timers,
    dispose() {
      generator?.stop();
      localRealtime.dispose();
    },
  };
}
