// The view modules the CLI draws with: the shipped ones, then those of --plugin files. Apart from
// cli/plugins.ts, so that `replay` (which draws no part) does not load React.
import { defaultViews } from '../plugins/views.ts';
import type { PluginViews } from '../src/views.ts';

/** The shipped view modules, then `extra`. */
export function cliViews(extra: readonly PluginViews[] = []): readonly PluginViews[] {
  return extra.length ? [...defaultViews, ...extra] : defaultViews;
}
