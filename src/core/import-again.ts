/**
 * A chunk's import that can be asked for again. Some browsers keep a module that failed to load
 * (offline, a chunk gone in a deploy) as failed for the page's life: importing the same URL again
 * fails at once, with no request, so "back online" would need a reload. When the error names the
 * module's URL (Chromium's and Firefox's do), the next try imports that URL under a query of its
 * own: the module never ran, so it is fetched and run once; what it imports is the page's already.
 * Every importer of one URL shares its tries, so the module still runs once in the page.
 */
const tries = new Map<string, { count: number; loaded: Promise<unknown> | null }>();

export function importAgain<T>(load: () => Promise<T>, importUrl: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url)): () => Promise<T> {
  let failedUrl: string | null = null;
  return async () => {
    try {
      if (failedUrl === null) return await load();
      const entry = tries.get(failedUrl) ?? { count: 0, loaded: null };
      tries.set(failedUrl, entry);
      entry.loaded ??= importUrl(`${failedUrl}${failedUrl.includes('?') ? '&' : '?'}again=${++entry.count}`).catch((error: unknown) => {
        entry.loaded = null;
        throw error;
      });
      return (await entry.loaded) as T;
    } catch (error) {
      failedUrl = /\b(https?:\/\/[^\s'"]+\.m?[jt]sx?)\b/.exec(String((error as Error | null)?.message))?.[1] ?? failedUrl;
      throw error;
    }
  };
}
