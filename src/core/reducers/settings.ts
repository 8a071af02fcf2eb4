import { isRecord } from '../guards.ts';
import { SETTINGS_LIMITS, type SettingValue } from '../settings.ts';
import type { PanelState } from '../state.ts';
import { withUi as ui, type Handlers } from './types.ts';

// A log may come from anywhere: what is folded is bounded (the reader checks each value against
// its declaration, src/core/settings.ts). Plugins with settings, at most.
const MAX_PLUGINS = 50;

/** Values of the right kinds and sizes only; null when there are too many. */
function bounded(values: unknown): Record<string, SettingValue> | null {
  if (!isRecord(values) || Object.keys(values).length > SETTINGS_LIMITS.settings) return null;
  const kept: Record<string, SettingValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'boolean' || (typeof value === 'string' && value.length <= SETTINGS_LIMITS.name)) kept[name] = value;
  }
  return kept;
}

function withSettings(state: PanelState, plugin: unknown, values: unknown, merge: boolean): PanelState {
  const kept = bounded(values);
  const held = state.settings ?? {};
  if (typeof plugin !== 'string' || !kept || (!(plugin in held) && Object.keys(held).length >= MAX_PLUGINS)) return state;
  return { ...state, settings: { ...held, [plugin]: merge ? { ...held[plugin], ...kept } : kept } };
}

/** The settings popover, and the plugins' settings as chosen or read back. */
export const settingsHandlers: Handlers = {
  'settings/toggled': (state) => ui(state, { settingsOpen: !state.ui.settingsOpen, shortcutsPopoverIsOpen: false }),
  'settings/closed': (state) => (state.ui.settingsOpen ? ui(state, { settingsOpen: false }) : state),
  // The panel closing closes it; opening the keyboard help puts it away (one popover at a time).
  'panel/closed': (state) => (state.ui.settingsOpen ? ui(state, { settingsOpen: false }) : state),
  'shortcuts/popoverToggled': (state) => (state.ui.settingsOpen ? ui(state, { settingsOpen: false }) : state),
  'settings/changed': (state, event) => withSettings(state, event.plugin, event.values, true),
  'settings/restored': (state, event) => withSettings(state, event.plugin, event.values, false),
};
