import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@wordpress/i18n';
import { createVirtualClock } from '../core/clock.ts';
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

  it('logs debug lines only when asked with ?debug', () => {
    expect(readFrameConfig('https://widgets.example/panel.html', defaults).debug).toBe(false);
    expect(readFrameConfig('https://widgets.example/panel.html?debug', defaults).debug).toBe(true);
    expect(readFrameConfig('https://widgets.example/panel.html?debug=1', defaults).debug).toBe(true);
    expect(readFrameConfig('https://widgets.example/panel.html?debug=0', defaults).debug).toBe(false);
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

describe('the site the panel is shown on (for the settings link)', () => {
  it('comes from ?site=, else from the embedding page, never from the panel itself or a non-web URL', () => {
    const panel = 'https://widgets.wp.com/notifications/panel.html';
    expect(readFrameConfig(`${panel}?site=${encodeURIComponent('https://nick.example/blog/?x=1#y')}`, defaults).siteUrl).toBe('https://nick.example/blog/');
    expect(readFrameConfig(panel, defaults, 'https://nick.example/2024/05/a-post/').siteUrl).toBe('https://nick.example');
    expect(readFrameConfig(panel, defaults, 'https://widgets.wp.com/elsewhere').siteUrl).toBeNull();
    expect(readFrameConfig(`${panel}?site=javascript:alert(1)`, defaults, '').siteUrl).toBeNull();
    expect(readFrameConfig(panel, defaults).siteUrl).toBeNull();
  });

  it('opens narrowed to one site when ?site= is a site number, and only then', () => {
    const panel = 'https://widgets.wp.com/notifications/panel.html';
    expect(readFrameConfig(`${panel}?site=150031337`, defaults).siteFilter).toBe(150031337);
    expect(readFrameConfig(`${panel}?site=https://nick.example/`, defaults).siteFilter).toBeNull();
    for (const odd of ['0', '-4', '1.5', '99999999999999999', '12abc']) expect(readFrameConfig(`${panel}?site=${odd}`, defaults).siteFilter).toBeNull();
  });
});

describe('translations', () => {
  it('loads the language file for a non-English locale', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ locale_data: { messages: { '': { domain: 'messages', lang: 'fr' }, Likes: ["J'aime"] } } })));
    const i18n = await loadTranslations('fr', { fetch, logger: createMemoryLogger() });
    expect(fetch).toHaveBeenCalledWith('https://widgets.wp.com/notifications/languages/fr-v1.1.json', expect.anything());
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

  it('applies a file that arrives late to the instance the views already render with', async () => {
    const clock = createVirtualClock();
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const i18n = createI18n();
    const loading = loadTranslations('fr', { fetch, logger: createMemoryLogger(), i18n, clock });
    expect(i18n.__('Likes')).toBe('Likes');
    clock.advance(2000);
    answer(new Response(JSON.stringify({ '': { domain: 'messages', lang: 'fr' }, Likes: ["J'aime"] })));
    await loading;
    expect(i18n.__('Likes')).toBe("J'aime");
  });

  it('gives up on a stalled file after 3 s, staying in English, and ignores it if it comes later', async () => {
    const clock = createVirtualClock();
    let answer: (response: Response) => void = () => {};
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const logger = createMemoryLogger();
    const i18n = createI18n();
    let settled = false;
    const loading = loadTranslations('fr', { fetch: fetch as unknown as typeof globalThis.fetch, logger, i18n, clock }).then(() => (settled = true));
    clock.advance(2999);
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    await loading;
    expect(signal?.aborted).toBe(true);
    expect(logger.entries[0]?.message).toBe('language file for fr not loaded, keeping English: no answer within 3000 ms');
    answer(new Response(JSON.stringify({ '': { domain: 'messages', lang: 'fr' }, Likes: ["J'aime"] })));
    await new Promise((resolve) => setImmediate(resolve));
    expect(i18n.__('Likes')).toBe('Likes');
  });
});
