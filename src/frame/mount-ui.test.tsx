// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { createI18n, type LocaleData } from '@wordpress/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import fr from '../../fixtures/languages/fr-v1.1.json';
import { saveAction } from '../../fixtures/plugins/saved.ts';
import { makeNote } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { mountUi } from './mount-ui.tsx';

afterEach(() => document.body.replaceChildren());

describe('the frame document', () => {
  it('names itself in the panel’s language, also when the translations arrive late', () => {
    // panel.html's landmark and visually hidden heading around the panel's root.
    const main = document.createElement('main');
    const heading = document.createElement('h1');
    heading.id = 'wpnc-frame-title';
    heading.textContent = 'Notifications';
    const root = document.createElement('div');
    main.append(heading, root);
    document.body.append(main);
    const i18n = createI18n();
    const { core } = testCore({ open: true });
    let unmount = () => {};
    act(() => {
      unmount = mountUi(root, { core, i18n, host: { openUrl: () => {}, retry: () => {}, appOrigin: 'https://app.example' } as never });
    });
    expect([document.title, heading.textContent]).toEqual(['Notifications', 'Notifications']);
    act(() => i18n.setLocaleData({ '': {}, Notifications: ['Benachrichtigungen'] }));
    expect([document.title, heading.textContent]).toEqual(['Benachrichtigungen', 'Benachrichtigungen']);
    act(() => unmount());
  });

  it('says its language and direction on <html> (panel.html says lang="en"): Arabic is right to left', () => {
    document.documentElement.lang = 'en';
    document.documentElement.removeAttribute('dir');
    const root = document.createElement('div');
    document.body.append(root);
    const { core } = testCore({ open: true, locale: 'ar' });
    let unmount = () => {};
    act(() => {
      unmount = mountUi(root, { core, i18n: createI18n(), host: { openUrl: () => {}, retry: () => {}, appOrigin: 'https://app.example' } as never });
    });
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    act(() => unmount());
    const english = testCore({ open: true, locale: 'pt_BR' });
    act(() => {
      unmount = mountUi(root, { core: english.core, i18n: createI18n(), host: { openUrl: () => {}, retry: () => {}, appOrigin: 'https://app.example' } as never });
    });
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['pt-BR', 'ltr']);
    act(() => unmount());
  });
});

describe("the plugins' words in the iframe app", () => {
  const host = { openUrl: () => {}, retry: () => {}, appOrigin: 'https://app.example' } as never;
  const tabs = () => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
  const french = fr.locale_data.messages as unknown as LocaleData;

  it('go in with the language file, for plugins loaded before the views (its actions) and after them', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    // As src/frame/app.ts builds it: the actions come later, with the views' chunk.
    const { core } = testCore({ open: true, locale: 'fr', notes: [makeNote({ id: 1 })], laterPlugins: async () => [saveAction] });
    let arrive: (data: LocaleData | null) => void = () => {};
    const localeData = new Promise<LocaleData | null>((resolve) => (arrive = resolve));
    let unmount = () => {};
    act(() => {
      unmount = mountUi(root, { core, localeData, host });
    });
    await act(async () => arrive(french));
    expect(tabs()).toEqual(['Tout', 'Non lues']);
    await act(() => core.loadPlugins());
    expect(tabs()).toEqual(['Tout', 'Non lues', 'Enregistrée']);
    act(() => unmount());
  });

  it('wait for the language file, and stay English when it does not come', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const { core } = testCore({ open: true, locale: 'fr', notes: [makeNote({ id: 1 })], plugins: [saveAction] });
    let unmount = () => {};
    act(() => {
      unmount = mountUi(root, { core, localeData: Promise.resolve(null), host });
    });
    expect(tabs()).toEqual(['All', 'Unread', 'Saved']);
    await act(async () => {});
    expect(tabs()).toEqual(['All', 'Unread', 'Saved']);
    act(() => unmount());
  });
});
