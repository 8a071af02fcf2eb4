import type { Clock } from './clock.ts';
import type { Logger } from './logger.ts';
import type { PanelStorage } from './storage.ts';
import type { Timers } from './timers.ts';

import type { WpcomClient } from '../api/types.ts';

/** The platform API client as the core hands it to effects (a type only: the core makes no calls). */
export type PanelApi = WpcomClient;

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
