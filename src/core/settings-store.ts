/**
 * The plugins' settings kept across visits: one storage key holding every plugin's (`{"snooze-tomorrow":
 * {"wake-at":"07:30"}}`), shared by the tabs. What storage holds is a hint: each value is checked
 * against its declaration, and one that cannot be true is logged and left to its default.
 */
import type { PanelEvent } from './events.ts';
import { isRecord } from './guards.ts';
import type { Logger } from './logger.ts';
import type { PluginSettings, SettingValue } from './settings.ts';
import type { PanelState } from './state.ts';
import type { PanelStorage } from './storage.ts';

/** The storage key (JSON), beside the panel's others (stored-keys.ts). */
export const SETTINGS_KEY = 'notesPluginSettings';

// A dozen plugins with a dozen settings each fit many times over; more is not ours.
const MAX_STORED_CHARS = 16_000;

function readStored(storage: PanelStorage, logger: Logger): Record<string, unknown> {
  const raw = storage.get(SETTINGS_KEY);
  // An embedder's storage may answer undefined for a missing key.
  if (typeof raw !== 'string') return {};
  try {
    const value: unknown = raw.length > MAX_STORED_CHARS ? null : JSON.parse(raw);
    if (isRecord(value)) return value;
  } catch {
    // Said below, as an oversized entry is.
  }
  logger.warn(`settings: the stored settings are unreadable (${raw.length} characters): all at their defaults`);
  return {};
}

/** Each of these plugins' stored settings, as the event that folds them in; a malformed value is logged and left out. */
export function restoreSettings(storage: PanelStorage, logger: Logger, all: readonly PluginSettings[]): PanelEvent[] {
  if (all.length === 0) return [];
  const stored = readStored(storage, logger);
  return all.flatMap((settings): PanelEvent[] => {
    const held = stored[settings.plugin];
    if (!isRecord(held)) return [];
    const values: Record<string, SettingValue> = {};
    for (const [name, value] of Object.entries(held)) {
      // A setting this version no longer declares is forgotten.
      const declaration = settings.declarations[name];
      if (!declaration) continue;
      if (settings.accepts(name, value)) values[name] = value as SettingValue;
      else logger.warn(`settings: ${settings.plugin}'s ${name} was stored as ${JSON.stringify(value)?.slice(0, 60)}, which it cannot be: its default ${JSON.stringify(declaration.default)} is used`);
    }
    return [{ type: 'settings/restored', plugin: settings.plugin, values }];
  });
}

/** Saves a plugin's settings as `state` holds them; false when the write did not succeed. */
export function saveSettings(storage: PanelStorage, logger: Logger, plugin: string, state: PanelState): boolean {
  const stored = readStored(storage, logger);
  stored[plugin] = state.settings?.[plugin] ?? {};
  return storage.set(SETTINGS_KEY, JSON.stringify(stored));
}
