// @vitest-environment happy-dom
// A plugin's words (issue 41), drawn by the React component: the guide's Saved plugin
// (fixtures/plugins/saved.ts) in French, from the language file and its own words. docs/plugins.md
// ("Words") quotes the blocks between the `example:` markers here and in the fixture; the last test
// checks that it still does. The iframe app's path is tested in src/frame/mount-ui.test.tsx.
import { readFileSync } from 'node:fs';
import { act, render, screen, within } from '@testing-library/react';
import { createI18n } from '@wordpress/i18n';
import { describe, expect, it, vi } from 'vitest';
import fr from '../fixtures/languages/fr-v1.1.json';
import { saveAction } from '../fixtures/plugins/saved.ts';
import { defaultPlugins } from '../plugins/index.ts';
import { defineAction } from '../src/core/index.ts';
import { NotificationsPanel } from '../src/panel.tsx';
import { testCore } from './support/core.ts';
import { makeNote } from './support/notes.ts';

/** A fetch of the language files that answers when the test says: French, or a failure. */
function languageFiles() {
  let answer: (response: Response) => void = () => {};
  const fetch = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
  const arrive = (response: Response) => act(async () => {
    answer(response);
    // The answer's body is read, then the data applied.
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
  });
  return { fetch, french: () => arrive(new Response(JSON.stringify(fr))), fail: () => arrive(new Response('', { status: 404 })) };
}

function setup(plugins = [...defaultPlugins, saveAction]) {
  const harness = testCore({ plugins, notes: [makeNote({ id: 1 }), makeNote({ id: 2 })], open: true });
  const files = languageFiles();
  const languageFile = { url: (locale: string) => `https://files.example/${locale}.json`, fetch: files.fetch as unknown as typeof fetch };
  const { core } = harness;
  act(() => void core.append({ type: 'note/selected', id: 1 }));
  // example:words-component
  render(<NotificationsPanel core={core} locale="fr" languageFile={languageFile} />);
  // end
  return { ...harness, ...files };
}

const help = () => {
  act(() => void screen.getByRole('button', { name: /^(Keyboard shortcuts|Raccourcis clavier)$/ }).click());
  return document.querySelector('.wpnc__shortcuts-popover')!.textContent;
};

describe("a plugin's words in the React component", () => {
  it("with locale fr: English while the file loads, then the plugin's French on its button, its tab and in the help, with the panel's own", async () => {
    const { fetch, french } = setup();
    expect(fetch).toHaveBeenCalledWith('https://files.example/fr.json', expect.anything());
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Saved' })).toBeTruthy();
    await french();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Enregistrée' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer les notifications' })).toBeTruthy();
    expect(help()).toContain('Afficher les notifications enregistrées');
  });

  it('a file that fails keeps the panel English, the plugin\'s words too, and is logged', async () => {
    const { fail, logger } = setup();
    await fail();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close notifications' })).toBeTruthy();
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: 'language file for fr not loaded, keeping English: HTTP 404' }));
  });

  it("a plugin's word never rewords the panel's own string of the same English text; the first plugin's wins over a later one's", async () => {
    const rewording = defineAction({ name: 'reword', label: 'Reword', perform: () => [], words: { fr: { 'Close notifications': 'Tout fermer', Save: 'Garder', Reword: 'Reformuler' } } });
    const { french } = setup([...defaultPlugins, saveAction, rewording]);
    await french();
    expect(screen.getByRole('button', { name: 'Fermer les notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(within(document.querySelector('.wpnc')!).getByRole('button', { name: 'Reformuler' })).toBeTruthy();
  });

  it("an embedder's own i18n gets the plugins' words at once, and no file is fetched", () => {
    const { core } = testCore({ plugins: [...defaultPlugins, saveAction], notes: [makeNote({ id: 1 })], open: true, locale: 'fr' });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const i18n = createI18n();
    i18n.setLocaleData(fr.locale_data.messages as never);
    render(<NotificationsPanel core={core} i18n={i18n} />);
    expect(screen.getByRole('tab', { name: 'Enregistrée' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('docs/plugins.md', () => {
  it('quotes the words examples verbatim', () => {
    const source = ['fixtures/plugins/saved.ts', 'test/plugin-words.test.tsx'].map((file) => readFileSync(file, 'utf8')).join('');
    const doc = readFileSync('docs/plugins.md', 'utf8');
    const blocks = [...source.matchAll(/\/\/ example:([\w-]+)\n([\s\S]*?)\/\/ end\n/g)].filter((block) => block[1]!.includes('words'));
    expect(blocks.map((block) => block[1])).toEqual(['saved-words', 'words-component']);
    const unindent = (code: string) => {
      const lines = code.split('\n');
      const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
      return lines.map((line) => line.slice(indent)).join('\n').trim();
    };
    for (const [, , code] of blocks) expect(doc).toContain(unindent(code!));
  });
});
