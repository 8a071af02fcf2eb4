import { describe, expect, it } from 'vitest';
import { createTestCore } from '../../testing/core.ts';
import { createMemoryLogger } from './logger.ts';
import { defineAction, defineSettings, type SettingDeclarations } from './plugin.ts';
import { createRegistry, PluginError } from './registry.ts';
import { SETTING_NOT_SAVED } from './core.ts';
import { SETTINGS_KEY } from './settings-store.ts';
import { createMemoryStorage, createSafeStorage, createSharedMemoryStorage, type PanelStorage } from './storage.ts';

const digest = defineSettings('digest', {
  'send-at': { type: 'time', label: 'Send at', default: '08:00' },
  sound: { type: 'boolean', label: 'Play a sound', default: false },
  size: { type: 'choice', label: 'Size', options: [{ value: 'short', label: 'Short' }, { value: 'long', label: 'Long' }], default: 'short' },
});
const digestAction = defineAction({ name: 'digest', label: 'Digest', perform: () => [], settings: digest });
const withSettings = (plugin: string, declarations: SettingDeclarations) => defineAction({ name: plugin, label: plugin, perform: () => [], settings: defineSettings(plugin, declarations) });

describe('a plugin\'s settings: declared', () => {
  it('are refused with a message when the panel could not draw or keep them: by defineSettings, and by the registry when not made there or not the plugin\'s', () => {
    const refusal = (declarations: SettingDeclarations) => () => defineSettings('a', declarations);
    expect(() => createRegistry([{ ...withSettings('a', { on: { type: 'boolean', label: 'On', default: true } }), name: 'b' }])).toThrow("Plugin b has settings not made by defineSettings('b', …)");
    const handMade = { plugin: 'a', declarations: { on: { type: 'boolean', label: 'On', default: 'yes' } }, read: () => ({}), change: () => ({ type: 'settings/closed' }), accepts: () => true } as never;
    expect(() => createRegistry([defineAction({ name: 'a', label: 'a', perform: () => [], settings: handMade })])).toThrow("Plugin a has settings not made by defineSettings('a', …)");
    expect(refusal({})).toThrow('Plugin a must declare 1 to 12 settings');
    expect(refusal({ At: { type: 'time', label: 'At', default: '08:00' } })).toThrow('Plugin a: setting "At": its name must be lower-case words joined by hyphens, at most 40 characters');
    expect(refusal({ at: { type: 'date', label: 'At', default: '08:00' } as never })).toThrow('Plugin a: setting "at": its type "date" must be boolean, choice or time');
    expect(refusal({ at: { type: 'time', label: '', default: '08:00' } })).toThrow('Plugin a: setting "at": it needs a label of at most 80 characters');
    expect(refusal({ at: { type: 'time', label: 'At', default: '8:00' } })).toThrow('Plugin a: setting "at": its default "8:00" must be a time of day, "HH:MM"');
    expect(refusal({ on: { type: 'boolean', label: 'On', default: 'yes' as never } })).toThrow('Plugin a: setting "on": its default "yes" must be true or false');
    expect(refusal({ size: { type: 'choice', label: 'Size', options: [{ value: 'one', label: 'One' }], default: 'one' } })).toThrow('Plugin a: setting "size": it needs 2 to 12 options, each with its own value and a label');
    expect(refusal({ size: { type: 'choice', label: 'Size', options: [{ value: 'one', label: 'One' }, { value: 'two', label: 'Two' }], default: 'three' } })).toThrow('Plugin a: setting "size": its default "three" must be one of its options');
    const many = Object.fromEntries(Array.from({ length: 13 }, (_, index) => [`s${index}`, { type: 'boolean', label: 'S', default: true }])) as SettingDeclarations;
    expect(refusal(many)).toThrow('Plugin a must declare 1 to 12 settings');
    expect(refusal(many)).toThrow(PluginError);
  });

  it('are listed by the registry in registration order', () => {
    expect(createRegistry([digestAction]).settings).toEqual([digest]);
  });
});

describe('a plugin\'s settings: read and set', () => {
  it('read as their defaults until set, then as set; a value a setting cannot hold reads as its default', () => {
    const { core } = createTestCore({ plugins: [digestAction], storage: createMemoryStorage(createMemoryLogger()) });
    expect(digest.read(core.state.value)).toEqual({ 'send-at': '08:00', sound: false, size: 'short' });
    core.append(digest.change({ 'send-at': '06:45', size: 'long' }));
    expect(digest.read(core.state.value)).toEqual({ 'send-at': '06:45', sound: false, size: 'long' });
    core.append({ type: 'settings/changed', plugin: 'digest', values: { 'send-at': '25:00', size: 'huge' } });
    expect(digest.read(core.state.value)).toEqual({ 'send-at': '08:00', sound: false, size: 'short' });
  });

  it('survive a new core on the same storage; a malformed stored value reads as its default, logged', () => {
    const storage = createMemoryStorage(createMemoryLogger());
    const first = createTestCore({ plugins: [digestAction], storage });
    first.core.append(digest.change({ sound: true, 'send-at': '21:30' }));
    expect(JSON.parse(storage.get(SETTINGS_KEY)!)).toEqual({ digest: { sound: true, 'send-at': '21:30' } });
    first.core.dispose();

    const second = createTestCore({ plugins: [digestAction], storage });
    expect(digest.read(second.state())).toEqual({ 'send-at': '21:30', sound: true, size: 'short' });

    storage.set(SETTINGS_KEY, JSON.stringify({ digest: { sound: 'loud', 'send-at': '21:30' } }));
    const third = createTestCore({ plugins: [digestAction], storage });
    expect(digest.read(third.state())).toEqual({ 'send-at': '21:30', sound: false, size: 'short' });
    expect(third.logger.entries).toContainEqual({ level: 'warn', message: 'settings: digest\'s sound was stored as "loud", which it cannot be: its default false is used', detail: undefined });

    storage.set(SETTINGS_KEY, '{not json');
    const fourth = createTestCore({ plugins: [digestAction], storage });
    expect(digest.read(fourth.state())).toEqual({ 'send-at': '08:00', sound: false, size: 'short' });
    expect(fourth.logger.entries.map((entry) => entry.message)).toContain('settings: the stored settings are unreadable (9 characters): all at their defaults');
  });

  it('say so when the choice could not be saved, and hold it until the panel reloads', () => {
    const full: PanelStorage = createSafeStorage({ getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {}, key: () => null, length: 0 }, createMemoryLogger());
    const { core } = createTestCore({ plugins: [digestAction], storage: full });
    core.append(digest.change({ sound: true }));
    expect(core.state.value.status).toMatchObject({ message: SETTING_NOT_SAVED, kind: 'failure' });
    expect(digest.read(core.state.value).sound).toBe(true);
  });

  it('follow another tab\'s choice', () => {
    const shared = createSharedMemoryStorage();
    const one = createTestCore({ plugins: [digestAction], storage: shared.tab(createMemoryLogger()) });
    const two = createTestCore({ plugins: [digestAction], storage: shared.tab(createMemoryLogger()), clock: one.clock });
    one.core.append(digest.change({ size: 'long' }));
    one.clock.advance(0);
    expect(digest.read(two.state()).size).toBe('long');
  });

  it('close the settings popover with Escape before the panel, and with the panel', () => {
    const { core } = createTestCore({ plugins: [digestAction], open: true });
    core.append({ type: 'settings/toggled' });
    expect(core.state.value.ui.settingsOpen).toBe(true);
    expect(core.handleKey({ key: 'Escape' })).toMatchObject({ handled: true });
    expect(core.state.value.ui).toMatchObject({ settingsOpen: false, isPanelOpen: true });
    core.append({ type: 'settings/toggled' });
    core.append({ type: 'panel/closed' });
    expect(core.state.value.ui.settingsOpen).toBe(false);
  });
});
