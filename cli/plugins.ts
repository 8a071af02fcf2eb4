import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from '../src/core/plugin.ts';
import { formerFactsOf } from '../src/core/fact-history.ts';
import { createRegistry, PluginError } from '../src/core/registry.ts';
import { defaultPlugins } from '../plugins/index.ts';
import { InputError } from './errors.ts';
import type { PluginViews } from '../src/views.ts';

/** The plugins the harness folds and renders with: the panel's own, then those given with --plugin. */
export function cliPlugins(extra: readonly Plugin[] = []): readonly Plugin[] {
  return extra.length ? [...defaultPlugins, ...extra] : defaultPlugins;
}

/** At most this many --plugin files. */
const MAX_PLUGIN_FILES = 20;

/** Whether an export is a view module (`definePluginViews`). */
export function isViews(value: unknown): value is PluginViews {
  const candidate = value as Partial<PluginViews> | null;
  return typeof candidate === 'object' && candidate !== null && candidate.kind === 'views' && typeof candidate.plugin === 'string';
}

function isPlugin(value: unknown): value is Plugin {
  const candidate = value as Partial<Plugin> | null;
  return typeof candidate === 'object' && candidate !== null && (candidate.kind === 'noteType' || candidate.kind === 'action') && typeof candidate.name === 'string';
}

/**
 * The plugins of `--plugin <file>` files (TypeScript or JavaScript modules): every export made with
 * defineNoteType or defineAction, or a default export of a list of them; the view modules they export
 * (`definePluginViews`) are `views`. A file that does not load, exports neither, or that the registry
 * refuses beside the shipped plugins is bad input (exit 2).
 */
export async function loadPluginFiles(files: readonly string[]): Promise<Plugin[] & { views: PluginViews[] }> {
  if (files.length > MAX_PLUGIN_FILES) throw new InputError(files[MAX_PLUGIN_FILES]!, null, `at most ${MAX_PLUGIN_FILES} --plugin files`);
  const plugins = Object.assign([] as Plugin[], { views: [] as PluginViews[] });
  for (const file of files) {
    let module: Record<string, unknown>;
    try {
      module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
    } catch (error) {
      throw new InputError(file, null, `the plugin file does not load: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
    }
    const exported = Object.values(module).flatMap((value) => (Array.isArray(value) ? value : [value])).filter(isPlugin);
    const found = [...new Set(exported)];
    const views = Object.values(module).filter(isViews);
    if (found.length === 0 && views.length === 0) throw new InputError(file, null, 'exports no plugin (make them with defineNoteType, defineAction or definePluginViews)');
    plugins.push(...found);
    plugins.views.push(...views);
  }
  try {
    const all = cliPlugins(plugins);
    createRegistry(all);
    // What replay will read older logs with: a fact's history the reader cannot follow is bad input too.
    formerFactsOf(all);
  } catch (error) {
    if (error instanceof PluginError) throw new InputError(files.join(', '), null, error.message);
    throw error;
  }
  return plugins;
}

/** Collects a repeatable option's values. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
