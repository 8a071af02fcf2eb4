import { isRecord } from '../guards.ts';
import type { PanelState } from '../state.ts';
import { withUi as ui, type Handlers } from './types.ts';

/**
 * Folds a plugin's settings. A log may come from anywhere: what is folded is bounded (a dozen
 * plugins' settings fit many times over); the reader checks each value against its declaration
 * (src/core/settings.ts).
 */
function withSettings(state: PanelState, plugin: unknown, values: unknown, merge: boolean): PanelState {
  const held = state.settings ?? {};
  if (typeof plugin !== 'string' || !isRecord(values)) return state;
  const settings = { ...held, [plugin]: merge ? { ...held[plugin], ...values } : values } as PanelState['settings'];
  return JSON.stringify(settings).length > 16_000 ? state : { ...state, settings };
}

const closed = (state: PanelState) => (state.ui.settingsOpen ? ui(state, { settingsOpen: false }) : state);

/** The settings popover, and the plugins' settings as chosen or read back. */
export const settingsHandlers: Handlers = {
  'settings/toggled': (state) => ui(state, { settingsOpen: !state.ui.settingsOpen, shortcutsPopoverIsOpen: false }),
  'settings/closed': closed,
  // The panel closing closes it; opening the keyboard help puts it away (one popover at a time).
  'panel/closed': closed,
  'shortcuts/popoverToggled': closed,
  'settings/changed': (state, event) => withSettings(state, event.plugin, event.values, true),
  'settings/restored': (state, event) => withSettings(state, event.plugin, event.values, false),
};
