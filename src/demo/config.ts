/** The demo's local platform, told to the page by `npm start` through Vite's env. */
export const MOCK_API = import.meta.env.VITE_MOCK_API ?? 'http://127.0.0.1:5174';

/** How often the demo's platform makes a note (`NOTE_EVERY_SECONDS`, told by `npm start`); null when not told. */
export const NOTE_EVERY_SECONDS = Number(import.meta.env.VITE_NOTE_EVERY_SECONDS) || null;

/** The iframe address for a locale. */
export function panelSrc(locale = 'en', theme?: string | null): string {
  const params = new URLSearchParams({ locale, api: MOCK_API });
  if (theme === 'light' || theme === 'dark') params.set('theme', theme);
  return `/panel.html?${params}`;
}
