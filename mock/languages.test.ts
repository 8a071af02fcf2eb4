import { setupServer } from 'msw/node';
import { sprintf } from '@wordpress/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../src/core/logger.ts';
import { loadTranslations } from '../src/frame/locale.ts';
import { createMockPlatform } from './platform.ts';

const platform = createMockPlatform({ generateEverySeconds: 3600 });
const server = setupServer(...platform.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  platform.dispose();
});
const url = (locale: string) => `https://public-api.wordpress.com/notifications/languages/${locale}-v1.1.json`;

describe('the mock platform’s sample language files', () => {
  it('translate the panel into French, left to right', async () => {
    const i18n = await loadTranslations('fr', { logger: createMemoryLogger(), url });
    expect([i18n.__('All'), i18n.__('Mark all as read'), i18n.__('Undo')]).toStrictEqual(['Tout', 'Tout marquer comme lu', 'Annuler']);
    expect(i18n.isRTL()).toBe(false);
  });

  it('translate the panel into Arabic and say it reads right to left', async () => {
    const i18n = await loadTranslations('ar', { logger: createMemoryLogger(), url });
    expect(i18n.__('Notifications')).toBe('التنبيهات');
    expect(i18n.isRTL()).toBe(true);
  });

  it('serve a pseudo-locale, left to right: English accented and 40% longer, placeholders and plurals kept', async () => {
    const i18n = await loadTranslations('qps-ploc', { logger: createMemoryLogger(), url });
    expect(i18n.__('All')).toBe('Áļļ ·');
    expect(i18n.__('Mark all as read')).toBe('Ṁáŕķ áļļ áš ŕéáð ·····');
    expect(sprintf(i18n.__('Reply to %s…'), 'Ana')).toBe('Ŕéƥļý ţó Ana… ····');
    expect(sprintf(i18n._n('%d selected', '%d selected', 3), 3)).toBe('3 šéļéçţéð ···');
    expect(sprintf(i18n._n('Liked', 'Liked %d notifications', 3), 3)).toBe('Ļíķéð 3 ··');
    expect(i18n._n('Liked', 'Liked %d notifications', 1)).toBe('Ļíķéð ·');
    expect(i18n.isRTL()).toBe(false);
  });

  it('answer 404 for a language they do not have, and the panel keeps English with a log line', async () => {
    const logger = createMemoryLogger();
    const i18n = await loadTranslations('de', { logger, url });
    expect(i18n.__('All')).toBe('All');
    expect(logger.entries.map((entry) => entry.message).join('\n')).toMatch(/language file for de not loaded.*404/);
  });
});
