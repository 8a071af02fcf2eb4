import type { Bus, Disposer } from './bus.ts';
import { withDeadline } from './deadline.ts';
import type { EventType, LoggedEventOf, PanelEvent } from './events.ts';
import { errorMessage, type Logger } from './logger.ts';
import type { Services } from './services.ts';
import type { PanelState } from './state.ts';

/** What an effect answers: events to append, now or later. */
export type EffectResult = PanelEvent | PanelEvent[] | void | Promise<PanelEvent | PanelEvent[] | void>;

/** What an effect may read and use. It never writes state: it answers with events. */
export interface EffectContext extends Services {
  state(): PanelState;
}

/** An effect: runs after an event of its type is folded. */
export type Effect<K extends EventType> = (event: LoggedEventOf<K>, context: EffectContext) => EffectResult;

/** An effect on a plugin's fact, named by its key (`plugin/name`). */
export type FactEffect = (event: LoggedEventOf<'plugin/recorded'>, context: EffectContext) => EffectResult;

/** Listeners keyed by event type whose answers are appended. */
export interface Effects {
  on<K extends EventType>(type: K, effect: Effect<K>): Disposer;
  /** An effect on a plugin's fact, by its key (`'pin/toggled'`). */
  onFact(key: string, effect: FactEffect): Disposer;
  /** Resolves once every effect started so far, and those they started, has settled. */
  idle(): Promise<void>;
}

/**
 * How long an effect's promise may take (a request has its own 30 s timeout; a plugin's promise may
 * have none): past it, it fails as any effect does, and whatever waits for the effects goes on.
 */
export const EFFECT_DEADLINE_MS = 60_000;

/** Builds the effects runner. Failures become `effect/failed` events and a log line, never silence. */
export function createEffects(options: {
  bus: Bus;
  append: (event: PanelEvent) => void;
  state: () => PanelState;
  services: Services;
}): Effects {
  const { bus, append } = options;
  const logger: Logger = options.services.logger;
  const context: EffectContext = { ...options.services, state: options.state };
  const inFlight = new Set<Promise<unknown>>();

  function deliver(result: PanelEvent | PanelEvent[] | void): void {
    if (!result) return;
    for (const event of Array.isArray(result) ? result : [result]) append(event);
  }

  function fail(trigger: string, error: unknown): void {
    const message = errorMessage(error);
    logger.error(`effect for ${trigger} failed: ${message}`, error);
    append({ type: 'effect/failed', trigger, message });
  }

  function run<E>(trigger: string, effect: (event: E, context: EffectContext) => EffectResult, event: E): void {
    let result: EffectResult;
    try {
      result = effect(event, context);
    } catch (error) {
      fail(trigger, error);
      return;
    }
    if (result instanceof Promise) {
      const settled = withDeadline(options.services.clock, EFFECT_DEADLINE_MS, `the effect for ${trigger}`, () => result).then(deliver, (error: unknown) => fail(trigger, error));
      inFlight.add(settled);
      void settled.finally(() => inFlight.delete(settled));
    } else {
      deliver(result);
    }
  }

  return {
    on: (type, effect) => bus.on(type, (event) => run(type, effect, event)),
    onFact: (key, effect) => bus.onFact(key, (event) => run(key, effect, event)),
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
