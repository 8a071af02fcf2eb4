import type { Clock } from './clock.ts';
import type { Logger } from './logger.ts';
import type { PanelStorage } from './storage.ts';
import type { Timers } from './timers.ts';

/** The platform API client as the core passes it to plugins (typed by src/api; opaque here). */
export type PanelApi = unknown;

/** Fire-and-forget analytics. */
export type Track = (name: string, properties?: Record<string, unknown>) => void;

/** What effects may use besides reading state. */
export interface Services {
  wpcom: PanelApi;
  clock: Clock;
  timers: Timers;
  storage: PanelStorage;
  track: Track;
  logger: Logger;
}
