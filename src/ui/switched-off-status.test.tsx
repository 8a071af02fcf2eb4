// @vitest-environment happy-dom
// A plugin the core switched off is named to the reader in the status bar, in their language.
import { act, render } from '@testing-library/react';
import { createI18n } from '@wordpress/i18n';
import { expect, it } from 'vitest';
import { SWITCHED_OFF } from '../core/core.ts';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { NotificationsPanel } from './Panel.tsx';

it('says which add-on was switched off, with its name in the translated sentence', () => {
  const { core } = testCore({ notes: makeNotes(2), open: true });
  const i18n = createI18n();
  i18n.setLocaleData({ '': { domain: 'messages', lang: 'fr' }, [SWITCHED_OFF]: ['Le module « %s » échouait sans cesse et a été désactivé.'] });
  render(<NotificationsPanel core={core} i18n={i18n} host={{ openUrl: () => {} }} />);
  act(() => void core.append({ type: 'status/shown', message: SWITCHED_OFF, name: 'sleepy', kind: 'failure' }));
  expect(document.querySelector('.wpnc__status')?.textContent).toBe('Le module « sleepy » échouait sans cesse et a été désactivé.');
});
