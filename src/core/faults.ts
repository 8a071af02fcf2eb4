/**
 * Containment: every call into a plugin goes through `guard` (its state's handlers, view slots,
 * matchers, predicates, steps, start hooks, tracking). A call that throws is skipped, its fallback
 * answered, and the failure logged once per plugin and slot, naming both. A plugin that keeps
 * failing (FAULTS_TO_SWITCH_OFF calls) is switched off: it is called no more, and `switchedOff` is
 * told, once, so the user reads which one stopped. The core, the other plugins and every note go on.
 */
import { errorMessage, type Logger } from './logger.ts';

/** How many failed calls switch a plugin off. */
export const FAULTS_TO_SWITCH_OFF = 10;

/** The plugins' failures, counted per plugin. */
export interface Faults {
  /** The plugins switched off. */
  readonly off: ReadonlySet<string>;
  /** A failed call into `plugin` (at `slot`, such as `summary` or `state's on['notes/received']`). */
  report(plugin: string, slot: string, error: unknown): void;
  /** `run`'s answer, or `fallback` when it throws or its plugin is switched off. */
  guard<T>(plugin: string, slot: string, fallback: T, run: () => T): T;
}

/** A ledger of failures that logs to `logger` and tells `switchedOff` of each plugin it switches off. */
export function createFaults(logger: Pick<Logger, 'error'> = { error: console.error }, switchedOff: (plugin: string) => void = () => {}): Faults {
  const said = new Set<string>();
  const counts = new Map<string, number>();
  const off = new Set<string>();
  const faults: Faults = {
    off,
    report(plugin, slot, error) {
      if (off.has(plugin)) return;
      const where = `plugin ${plugin}: its ${slot}`;
      if (!said.has(where)) logger.error(`${where} failed and was skipped: ${errorMessage(error)}`, error);
      said.add(where);
      const count = (counts.get(plugin) ?? 0) + 1;
      counts.set(plugin, count);
      if (count < FAULTS_TO_SWITCH_OFF) return;
      off.add(plugin);
      logger.error(`plugin ${plugin} failed ${count} times and was switched off`);
      switchedOff(plugin);
    },
    guard(plugin, slot, fallback, run) {
      if (off.has(plugin)) return fallback;
      try {
        return run();
      } catch (error) {
        faults.report(plugin, slot, error);
        return fallback;
      }
    },
  };
  return faults;
}
