import { describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../core/logger.ts';
import { readFrameConfig } from './config.ts';
import { loadTranslations } from './locale.ts';

const defaults = { hostOrigins: ['https://wordpress.com'], appOrigin: 'https://wordpress.com' };

describe('iframe config', () => {
  it('takes the locale from the address, English by default, and refuses odd tags', () => {
    expect(readFrameConfig('https://widgets.example/panel.html?locale=pt-br', defaults).locale).toBe('pt-br');
    expect(readFrameConfig('https://widgets.example/panel.html', defaults).locale).toBe('en');
    expect(readFrameConfig('https://widgets.example/panel.html?locale=../../etc', defaults).locale).toBe('en');
  });

  it('takes ?theme=light or dark from the host, and follows the system for anything else', () => {
    expect(readFrameConfig('https://widgets.example/panel.html?theme=dark', defaults).theme).toBe('dark');
    expect(readFrameConfig('https://widgets.example/panel.html?theme=light', defaults).theme).toBe('light');
    expect(readFrameConfig('https://widgets.example/panel.html?theme=%3Cscript%3E', defaults).theme).toBe('auto');
    expect(readFrameConfig('https://widgets.example/panel.html', defaults).theme).toBe('auto');
  });

  it('honours ?api= only for a loopback API seen from a loopback page', () => {
    expect(readFrameConfig('http://127.0.0.1:5173/panel.html?api=http://127.0.0.1:9000', defaults).apiBase).toBe('http://127.0.0.1:9000');
    expect(readFrameConfig('https://widgets.example/panel.html?api=http://127.0.0.1:9000', defaults).apiBase).toBeNull();
    expect(readFrameConfig('http://127.0.0.1:5173/panel.html?api=https://evil.example', defaults).apiBase).toBeNull();
    expect(readFrameConfig('http://127.0.0.1:5173/panel.html?api=javascript:alert(1)', defaults).apiBase).toBeNull();
  });

  it('lets a loopback page embed itself, and nothing else joins the allow-list', () => {
    expect(readFrameConfig('http://127.0.0.1:5173/panel.html', defaults).hostOrigins).toEqual(['https://wordpress.com', 'http://127.0.0.1:5173']);
    expect(readFrameConfig('https://evil.example/panel.html', defaults).hostOrigins).toEqual(['https://wordpress.com']);
  });
});

describe('translations', () => {
  it('loads the language file for a non-English locale', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ locale_data: { messages: { '': { domain: 'messages', lang: 'fr' }, Likes: ["J'aime"] } } })));
    const i18n = await loadTranslations('fr', { fetch, logger: createMemoryLogger() });
    expect(fetch).toHaveBeenCalledWith('https://widgets.wp.com/notifications/languages/fr-v1.1.json');
    expect(i18n.__('Likes')).toBe("J'aime");
  });

  it('fetches nothing for English', async () => {
    const fetch = vi.fn();
    await loadTranslations('en', { fetch, logger: createMemoryLogger() });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404', async () => new Response('nope', { status: 404 })],
    ['a network error', async () => { throw new TypeError('fetch failed'); }],
    ['not JSON', async () => new Response('<html>')],
    ['JSON that is not locale data', async () => new Response('{"hello":1}')],
  ])('keeps English silently after %s, with a log line', async (_label, answer) => {
    const logger = createMemoryLogger();
    const i18n = await loadTranslations('de', { fetch: vi.fn(answer) as unknown as typeof fetch, logger });
    expect(i18n.__('Likes')).toBe('Likes');
    expect(logger.entries[0]?.message).toMatch(/^language file for de not loaded, keeping English/);
  });
});
