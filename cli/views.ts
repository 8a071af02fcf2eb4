// The view modules the CLI draws with: the shipped ones, then those of --plugin files. Apart from
// cli/plugins.ts, so that `replay` loads React only for a screen (not for --json or --events).
import { defaultViews } from '../plugins/views.ts';
import type { PluginViews } from '../src/views.ts';

/** The shipped view modules, then `extra`. */
export function cliViews(extra: readonly PluginViews[] = []): readonly PluginViews[] {
  return extra.length ? [...defaultViews, ...extra] : defaultViews;
}
