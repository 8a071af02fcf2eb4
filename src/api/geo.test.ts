import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currencySymbolForCountry, fetchCurrencySymbol } from './geo.ts';

const GEO = 'https://public-api.wordpress.com/geo/';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answerCountry(country_short: unknown) {
  server.use(http.get(GEO, () => HttpResponse.json({ country_short, country_long: 'whatever' })));
}

describe('fetchCurrencySymbol', () => {
  it.each([
    ['US', '$'],
    ['GB', '£'],
    ['DE', '€'],
    ['FR', '€'],
    ['IE', '€'],
    ['JP', '¥'],
    ['IN', '₹'],
    ['BR', 'R$'],
    ['CA', 'C$'],
    ['AU', 'A$'],
    ['NZ', '$'],
    ['ch', '$'],
  ])('maps %s to %s', async (country, symbol) => {
    answerCountry(country);
    await expect(fetchCurrencySymbol({ log: vi.fn() })).resolves.toBe(symbol);
  });

  it('falls back to $ and logs when the server errors', async () => {
    server.use(http.get(GEO, () => new HttpResponse('boom', { status: 500 })));
    const log = vi.fn();
    await expect(fetchCurrencySymbol({ log })).resolves.toBe('$');
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: 'geo lookup answered 500' }));
  });

  it('falls back to $ on a network error, a non-JSON body or a missing country', async () => {
    const log = vi.fn();
    server.use(http.get(GEO, () => HttpResponse.error()));
    await expect(fetchCurrencySymbol({ log })).resolves.toBe('$');
    server.use(http.get(GEO, () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })));
    await expect(fetchCurrencySymbol({ log })).resolves.toBe('$');
    server.use(http.get(GEO, () => HttpResponse.json({ country_long: 'Nowhere' })));
    await expect(fetchCurrencySymbol({ log })).resolves.toBe('$');
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('uses the given url and fetch', async () => {
    server.use(http.get('https://geo.example.test/where', () => HttpResponse.json({ country_short: 'GB' })));
    const fetchSpy = vi.fn(globalThis.fetch);
    await expect(fetchCurrencySymbol({ url: 'https://geo.example.test/where', fetch: fetchSpy })).resolves.toBe('£');
    expect(fetchSpy).toHaveBeenCalledWith('https://geo.example.test/where', expect.objectContaining({ method: 'GET' }));
  });
});

describe('currencySymbolForCountry', () => {
  it('defaults to $ for empty input', () => {
    expect(currencySymbolForCountry(undefined)).toBe('$');
    expect(currencySymbolForCountry('')).toBe('$');
    expect(currencySymbolForCountry(' es ')).toBe('€');
  });
});
