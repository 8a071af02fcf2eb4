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

describe("the registry refuses a plugin's words of a wrong shape, naming the plugin and where", () => {
  const { locales, messages, forms, length } = WORDS_LIMITS;
  const wrong = (where: string) => `Plugin save: words must be at most ${locales} locales (fr, pt-br) of at most ${messages} English messages, each with a translation or 1 to ${forms} plural forms of 1 to ${length} characters (wrong: ${where})`;

  it('not an object of locales, each an object of messages', () => {
    expect(refusal(['Enregistrer'])).toBe(wrong('the locales'));
    expect(refusal({ fr: 'Enregistrer' })).toBe(wrong('fr'));
    expect(refusal({ fr: ['Enregistrer'] })).toBe(wrong('fr'));
  });

  it('a locale not named as the platform names it', () => {
    expect(refusal({ pt_BR: { Save: 'Salvar' } })).toBe(wrong('pt_BR'));
    expect(refusal({ French: { Save: 'Enregistrer' } })).toBe(wrong('French'));
    expect(refusal({ 'pt-br': { Save: 'Salvar' }, fr: { Save: 'Enregistrer' }, de: {} })).toBe('registered');
  });

  it('a translation that is not text, is empty, or has no or too many plural forms; the header of locale data', () => {
    expect(refusal({ fr: { Save: 3 } })).toBe(wrong('fr: "Save"'));
    expect(refusal({ fr: { Save: '' } })).toBe(wrong('fr: "Save"'));
    expect(refusal({ fr: { Save: 'Enregistrer', '%d saved': [] } })).toBe(wrong('fr: "%d saved"'));
    expect(refusal({ fr: { '%d saved': ['1', '2', '3', '4', '5', '6', '7'] } })).toBe(wrong('fr: "%d saved"'));
    expect(refusal({ fr: { '%d saved': ['%d enregistrée', null] } })).toBe(wrong('fr: "%d saved"'));
    expect(refusal({ fr: { '%d saved': [['%d enregistrée', '%d enregistrées']] } })).toBe(wrong('fr: "%d saved"'));
    expect(refusal({ fr: { Save: { one: 'Enregistrer' } } })).toBe(wrong('fr: "Save"'));
    // The empty message is the language file's header (its plural rule): a plugin never sets it.
    expect(refusal({ fr: { '': 'nplurals=1' } })).toBe(wrong('fr: ""'));
    expect(refusal({ ar: { '%d saved': ['0', '1', '2', '3', '4', '5'] } })).toBe('registered');
  });

  it('bounded: locales, messages in a locale, characters of a text', () => {
    const localeName = (index: number) => `l${String.fromCharCode(97 + (index % 26))}-${index}x`;
    expect(refusal(many(locales + 1, (index) => [localeName(index), { Save: 'x' }]))).toBe(wrong('the locales'));
    expect(refusal(many(locales, (index) => [localeName(index), { Save: 'x' }]))).toBe('registered');
    expect(refusal({ fr: many(messages + 1, (index) => [`Message ${index}`, 'x']) })).toBe(wrong('fr'));
    expect(refusal({ fr: many(messages, (index) => [`Message ${index}`, 'x']) })).toBe('registered');
    expect(refusal({ fr: { Save: 'x'.repeat(length + 1) } })).toBe(wrong('fr: "Save"'));
    expect(refusal({ fr: { ['x'.repeat(length + 1)]: 'x' } })).toBe(wrong(`fr: "${'x'.repeat(60)}"`));
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
