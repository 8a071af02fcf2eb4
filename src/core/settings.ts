/**
 * A plugin's settings (issue 41): declared as data with defaults and labels, drawn by the panel's one
 * settings popover, folded into the state by `settings/changed` (so a replay and the CLI see them),
 * kept per person in the core's storage (settings-store.ts), and read typed from any state.
 */
import type { PanelEvent } from './events.ts';
import { isHyphenatedName, isListOf, isRecord, isRecordOf } from './guards.ts';
import { PluginError, SETTINGS_MADE } from './registry.ts';
import type { PanelState } from './state.ts';

/** One choice of a `choice` setting: what is stored, and what the person reads (translated at render). */
export interface SettingOption<V extends string = string> {
  value: V;
  label: string;
}

/** A setting: on or off, one choice among options, or a time of day ("HH:MM", 24 h); each with its default and label. */
export type SettingDeclaration =
  | { type: 'boolean'; label: string; default: boolean }
  | { type: 'choice'; label: string; options: readonly SettingOption[]; default: string }
  | { type: 'time'; label: string; default: string };

/** A plugin's settings, by name (lower-case words joined by hyphens). */
export type SettingDeclarations = Record<string, SettingDeclaration>;

/** A setting's value as stored and folded. */
export type SettingValue = string | boolean;

type ValueOf<D> = D extends { type: 'boolean' } ? boolean : D extends { type: 'choice'; options: readonly SettingOption<infer V>[] } ? V : string;

/** The values of a plugin's settings, typed by its declarations. */
export type SettingValues<D extends SettingDeclarations> = { readonly [K in keyof D]: ValueOf<D[K]> };

/** A plugin's settings made with `defineSettings`: give it as the plugin's `settings`, read it from a state. */
export interface PluginSettings<D extends SettingDeclarations = SettingDeclarations> {
  /** The plugin whose settings they are (the registry refuses them on a plugin of another name). */
  readonly plugin: string;
  readonly declarations: D;
  /** Every setting's value in a state: the person's choice, or the default when none (or a malformed one) is held. */
  read(state: PanelState): SettingValues<D>;
  /** The event that sets some of them (the popover appends it; a test or a plugin may too). */
  change(values: Partial<SettingValues<D>>): PanelEvent;
  /** Whether setting `name` can hold `value` (what storage gives back is checked with it). */
  accepts(name: string, value: unknown): boolean;
}

/** Bounds the registry holds a plugin's settings to. */
export const SETTINGS_LIMITS = { settings: 12, options: 12, name: 40, label: 80 } as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is one a setting can hold. */
export function isSettingValue(declaration: SettingDeclaration, value: unknown): value is SettingValue {
  if (declaration.type === 'boolean') return typeof value === 'boolean';
  if (typeof value !== 'string') return false;
  return declaration.type === 'time' ? TIME.test(value) : declaration.options.some((option) => option.value === value);
}

/**
 * Declares plugin `plugin`'s settings; `read` gives their values with the types the declarations say.
 * Settings the panel could not draw or keep are refused here, with a PluginError naming the plugin,
 * so this code loads with the plugins that have settings, not with the panel's first load; the
 * registry takes only settings made here, under their plugin's name.
 */
export function defineSettings<const D extends SettingDeclarations>(plugin: string, declarations: D): PluginSettings<D> {
  checkSettings(plugin, declarations);
  const settings: PluginSettings<D> = {
    plugin,
    declarations,
    read: (state) => settingValues(declarations, state.settings?.[plugin]) as SettingValues<D>,
    change: (values) => ({ type: 'settings/changed', plugin, values: values as Record<string, SettingValue> }),
    accepts: (name, value) => Object.hasOwn(declarations, name) && isSettingValue(declarations[name]!, value),
  };
  SETTINGS_MADE.add(settings);
  return settings;
}

/** The values `held` gives the declared settings; each missing or malformed one is its default. */
export function settingValues(declarations: SettingDeclarations, held: unknown): Record<string, SettingValue> {
  const values: Record<string, SettingValue> = {};
  for (const [name, declaration] of Object.entries(declarations)) {
    const value = isRecord(held) ? held[name] : undefined;
    values[name] = isSettingValue(declaration, value) ? value : declaration.default;
  }
  return values;
}

/** Refuses (throws a PluginError) settings the panel could not draw or keep. */
function checkSettings(owner: string, declarations: SettingDeclarations): void {
  const refuse = (message: string) => {
    throw new PluginError(message);
  };
  const entries = isRecordOf(declarations, SETTINGS_LIMITS.settings) ? Object.entries(declarations) : [];
  if (entries.length === 0) refuse(`Plugin ${owner} must declare 1 to ${SETTINGS_LIMITS.settings} settings`);
  const text = (value: unknown, max: number = SETTINGS_LIMITS.label) => typeof value === 'string' && value.trim() !== '' && value.length <= max;
  for (const [name, declaration] of entries) {
    // One message a setting, saying what it breaks: the first of its rules it does not keep.
    const options: unknown = declaration?.type === 'choice' && declaration.options;
    const fallback: unknown = declaration?.default;
    const values = Array.isArray(options) ? options.map((option: Partial<SettingOption> | null) => option?.value) : [];
    const problem = !isHyphenatedName(name, SETTINGS_LIMITS.name) ? 'its name must be lower-case words joined by hyphens, at most 40 characters'
      : !['boolean', 'choice', 'time'].includes(declaration?.type) ? `its type ${JSON.stringify(declaration?.type)} must be boolean, choice or time`
      : !text(declaration.label) ? 'it needs a label of at most 80 characters'
      : Array.isArray(options) && (values.length < 2 || new Set(values).size < values.length || !isListOf(options, SETTINGS_LIMITS.options, (option: Partial<SettingOption> | null) => text(option?.value, SETTINGS_LIMITS.name) && text(option?.label)))
        ? 'it needs 2 to 12 options, each with its own value and a label'
      : !isSettingValue(declaration, fallback) ? `its default ${JSON.stringify(fallback)} must be ${declaration.type === 'time' ? 'a time of day, "HH:MM"' : declaration.type === 'boolean' ? 'true or false' : 'one of its options'}`
      : null;
    if (problem) refuse(`Plugin ${owner}: setting ${JSON.stringify(name)}: ${problem}`);
  }
}
