/** Options of `fetchCurrencySymbol`. */
export interface CurrencySymbolOptions {
  fetch?: typeof globalThis.fetch;
  /** The public geolocation endpoint; answers `{ country_short }`. */
  url?: string;
  signal?: AbortSignal;
  /** Told why the default symbol was used. */
  log?: (message: string, error: unknown) => void;
}

/** Symbol shown when the country is unknown or the lookup fails. */
export const DEFAULT_CURRENCY_SYMBOL = '$';

// Euro area members (Bulgaria from 2026) and the states using the euro by agreement.
const euroCountries = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT',
  'SK', 'SI', 'ES', 'AD', 'MC', 'SM', 'VA',
];

const symbolsByCountry: Record<string, string> = {
  US: '$',
  GB: '£',
  JP: '¥',
  IN: '₹',
  BR: 'R$',
  CA: 'C$',
  AU: 'A$',
  ...Object.fromEntries(euroCountries.map((country) => [country, '€'])),
};

/** The currency symbol for an ISO 3166-1 alpha-2 country code, '$' when not in the table. */
export function currencySymbolForCountry(countryCode: string | null | undefined): string {
  if (!countryCode) return DEFAULT_CURRENCY_SYMBOL;
  return symbolsByCountry[countryCode.trim().toUpperCase()] ?? DEFAULT_CURRENCY_SYMBOL;
}

/** Looks up the visitor's country with the public geo endpoint and returns its currency symbol; '$' on any failure. */
export async function fetchCurrencySymbol(options: CurrencySymbolOptions = {}): Promise<string> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const url = options.url ?? 'https://public-api.wordpress.com/geo/';
  const log = options.log ?? ((message: string, error: unknown) => console.warn(`[geo] ${message}`, error));
  try {
    const response = await fetchImpl(url, { method: 'GET', signal: options.signal });
    if (!response.ok) throw new Error(`geo lookup answered ${response.status}`);
    const data: unknown = await response.json();
    const country =
      data !== null && typeof data === 'object' ? (data as Record<string, unknown>).country_short : undefined;
    if (typeof country !== 'string') throw new Error('geo lookup answered without country_short');
    return currencySymbolForCountry(country);
  } catch (error) {
    log('falling back to the default currency symbol', error);
    return DEFAULT_CURRENCY_SYMBOL;
  }
}
