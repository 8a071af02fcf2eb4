// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { createI18n } from '@wordpress/i18n';
import { afterEach, describe, expect, it } from 'vitest';
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
