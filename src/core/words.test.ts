import { describe, expect, it } from 'vitest';
import { defineAction, defineNoteType } from './plugin.ts';
import { createRegistry, PluginError } from './registry.ts';
import { WORDS_LIMITS, type PluginWords } from './words.ts';

const action = (name: string, words: unknown) => defineAction({ name, label: 'Save', perform: () => [], words: words as PluginWords });
const refusal = (words: unknown) => {
  try {
    createRegistry([action('save', words)]);
  } catch (error) {
    expect(error).toBeInstanceOf(PluginError);
    return (error as Error).message;
  }
  return 'registered';
};
const many = (count: number, make: (index: number) => [string, unknown]) => Object.fromEntries(Array.from({ length: count }, (_, index) => make(index)));

describe("the registry refuses a plugin's words of a wrong shape, naming the plugin", () => {
  it('not an object of locales, each an object of messages', () => {
    expect(refusal(['Enregistrer'])).toBe('Plugin save: words must be an object of locales (fr, pt-br), each of English messages and their translations');
    expect(refusal({ fr: 'Enregistrer' })).toBe('Plugin save: words for fr must be an object of English messages and their translations');
  });

  it('a locale not named as the platform names it', () => {
    expect(refusal({ pt_BR: { Save: 'Salvar' } })).toBe('Plugin save: words has the locale "pt_BR": name it as the platform does (fr, pt-br, ar)');
    expect(refusal({ French: { Save: 'Enregistrer' } })).toMatch(/^Plugin save: words has the locale "French"/);
    expect(refusal({ 'pt-br': { Save: 'Salvar' }, fr: { Save: 'Enregistrer' } })).toBe('registered');
  });

  it('a translation that is not text, is empty, or has no or too many plural forms; the header of locale data', () => {
    const message = (english: string) => `Plugin save: words for fr: ${JSON.stringify(english)} needs a translation, or 1 to 6 plural forms, each of 1 to 1000 characters`;
    expect(refusal({ fr: { Save: 3 } })).toBe(message('Save'));
    expect(refusal({ fr: { Save: '' } })).toBe(message('Save'));
    expect(refusal({ fr: { '%d saved': [] } })).toBe(message('%d saved'));
    expect(refusal({ fr: { '%d saved': ['1', '2', '3', '4', '5', '6', '7'] } })).toBe(message('%d saved'));
    expect(refusal({ fr: { '%d saved': ['%d enregistrée', null] } })).toBe(message('%d saved'));
    // The empty message is the language file's header (its plural rule): a plugin never sets it.
    expect(refusal({ fr: { '': 'nplurals=1' } })).toBe(message(''));
    expect(refusal({ ar: { '%d saved': ['0', '1', '2', '3', '4', '5'] } })).toBe('registered');
  });

  it('bounded: locales, messages in a locale, characters of a text', () => {
    const { locales, messages, length } = WORDS_LIMITS;
    const localeName = (index: number) => `l${String.fromCharCode(97 + (index % 26))}-${index}x`;
    expect(refusal(many(locales + 1, (index) => [localeName(index), { Save: 'x' }]))).toBe(`Plugin save: words has ${locales + 1} locales, at most ${locales}`);
    expect(refusal(many(locales, (index) => [localeName(index), { Save: 'x' }]))).toBe('registered');
    expect(refusal({ fr: many(messages + 1, (index) => [`Message ${index}`, 'x']) })).toBe(`Plugin save: words for fr has ${messages + 1} messages, at most ${messages}`);
    expect(refusal({ fr: many(messages, (index) => [`Message ${index}`, 'x']) })).toBe('registered');
    expect(refusal({ fr: { Save: 'x'.repeat(length + 1) } })).toMatch(/^Plugin save: words for fr: "Save" needs a translation/);
    expect(refusal({ fr: { ['x'.repeat(length + 1)]: 'x' } })).toMatch(/^Plugin save: words for fr: "x{60}" needs a translation/);
    expect(refusal({ fr: { Save: 'x'.repeat(length) } })).toBe('registered');
  });
});

describe("the registry's words for a locale", () => {
  const saved = defineNoteType({ name: 'saved', matches: () => false, header: () => 'subject', words: { fr: { Saved: 'Mis de côté', '%d saved': ['%d mise de côté', '%d mises de côté'] } } });
  const other = action('other', { fr: { Saved: 'Sauvegardé', Other: 'Autre' }, 'pt-br': { Saved: 'Salvo' } });
  const registry = createRegistry([saved, other]);

  it("gathers every plugin's, as locale data's plural forms, the first registered winning", () => {
    expect(registry.words('fr')).toEqual({ Saved: ['Mis de côté'], '%d saved': ['%d mise de côté', '%d mises de côté'], Other: ['Autre'] });
  });

  it("reads the panel's locale as the platform names it, and has none for a locale no plugin translates", () => {
    expect(registry.words('pt_BR')).toEqual({ Saved: ['Salvo'] });
    expect(registry.words('de')).toEqual({});
    expect(registry.words('constructor')).toEqual({});
  });
});
