import { setupServer } from 'msw/node';
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

  it('answer 404 for a language they do not have, and the panel keeps English with a log line', async () => {
    const logger = createMemoryLogger();
    const i18n = await loadTranslations('de', { logger, url });
    expect(i18n.__('All')).toBe('All');
    expect(logger.entries.map((entry) => entry.message).join('\n')).toMatch(/language file for de not loaded.*404/);
  });
});
