import type { Plugin } from '../src/core/plugin.ts';
import { defaultPlugins } from '../plugins/index.ts';

/** The plugins the harness folds and renders with: the panel's own. */
export function cliPlugins(): readonly Plugin[] {
  return defaultPlugins;
}
