// @vitest-environment happy-dom
// Translations that arrive between the panel's first render and its effects (the language file
// answering just then) still reach the views: the iframe app's French test failed now and then
// on a busy machine, the panel staying in English for good.
import { render, screen } from '@testing-library/react';
import { createI18n, type I18n } from '@wordpress/i18n';
import { useLayoutEffect } from 'react';
import { expect, it } from 'vitest';
import { useLocaleData } from './Panel.tsx';

const FRENCH = { '': { domain: 'messages', lang: 'fr' }, Subscribers: ['Abonnés'] };

function Tab(props: { i18n: I18n }) {
  useLocaleData(props.i18n);
  return <p>{props.i18n.__('Subscribers')}</p>;
}

/** Sets the French data in the first commit, before any passive effect of the tree has run. */
function LanguageFileAnswers(props: { i18n: I18n }) {
  useLayoutEffect(() => props.i18n.setLocaleData(FRENCH), [props.i18n]);
  return null;
}

it('data set after the first render, before the effects, is drawn', () => {
  const i18n = createI18n();
  render(
    <>
      <Tab i18n={i18n} />
      <LanguageFileAnswers i18n={i18n} />
    </>,
  );
  expect(screen.getByText('Abonnés')).toBeTruthy();
});

it('data set later is drawn too', async () => {
  const i18n = createI18n();
  render(<Tab i18n={i18n} />);
  expect(screen.getByText('Subscribers')).toBeTruthy();
  i18n.setLocaleData(FRENCH);
  expect(await screen.findByText('Abonnés')).toBeTruthy();
});
