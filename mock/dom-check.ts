/**
 * Test helper: the mock platform in a DOM test environment (happy-dom, jsdom), where `URL` is the
 * environment's own class and not Node's. Each environment's test file calls this once.
 */
import { URL as NodeURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createFetchHandler } from '../src/api/fetch-handler.ts';
import wpcom from '../src/api/index.ts';
import { fetchNotes } from '../src/api/notifications.ts';
import { createMockFetch } from './fetch.ts';
import { createMockPlatform } from './platform.ts';

/** The platform loads its shipped sample and scenarios, and answers a plain fetch, in `environment`. */
export function describeMockPlatformIn(environment: string): void {
  describe(`the mock platform in ${environment}`, () => {
    it('runs in a DOM environment whose URL class is not Node’s', () => {
      expect(typeof document).toBe('object');
      expect(globalThis.URL).not.toBe(NodeURL);
    });

    it('loads the shipped sample notes and answers the list through a plain fetch', async () => {
      const platform = createMockPlatform();
      const client = wpcom('token', createFetchHandler({ fetch: createMockFetch(platform.handlers), timeoutMs: 0 }));
      const page = await fetchNotes(client, { number: 5 });
      expect(page.notes.map((note) => note.id)).toEqual(platform.state.listNotes({ number: 5 }).map((note) => note.id));
      expect(page.notes).toHaveLength(5);
      platform.dispose();
    });

    it('finds a shipped scenario by name', async () => {
      const platform = createMockPlatform({ notes: [], scenario: 'api-500s' });
      const client = wpcom('token', createFetchHandler({ fetch: createMockFetch(platform.handlers), timeoutMs: 0 }));
      await expect(fetchNotes(client, { number: 5 })).rejects.toMatchObject({ status: 500, message: 'An internal server error occurred.' });
      platform.dispose();
    });
  });
}
