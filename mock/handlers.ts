/**
 * msw handlers for the calls the panel makes (SPEC §7), over a mock state. Paths and methods are
 * the ones src/api sends; REST calls accept any `/rest/v{version}` the client may pick.
 */
import { http, type HttpHandler } from 'msw';
import { unknownNote, invalidInput } from './errors.ts';
import { answer, DEFAULT_BASE_URL, json, pickFields, readJsonBody } from './respond.ts';
import { createSiteHandlers } from './site-handlers.ts';
import { createLanguageHandlers } from './languages.ts';
import type { MockState } from './state.ts';
import type { MockNote } from './notes.ts';

/** Options of `createHandlers`. */
export interface HandlersOptions {
  /** API origin the handlers answer on; default https://public-api.wordpress.com. */
  baseUrl?: string;
}

/** Clients ask for `unread`; the platform answers with `read`. */
const NOTE_FIELD_ALIASES = { unread: 'read' };

function numberQuery(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw invalidInput(`${name} must be a number, got ${JSON.stringify(raw)}`);
  return value;
}

/** The most notes one list request may ask for: the panel's own cap. */
const MAX_LIST_NUMBER = 200;

/** `number` as the platform reads it: a whole number from 1 to the cap (10 when absent); anything else is a 400. */
function listNumber(url: URL): number {
  const number = numberQuery(url, 'number') ?? 10;
  if (!Number.isInteger(number) || number < 1 || number > MAX_LIST_NUMBER) throw invalidInput(`number must be a whole number from 1 to ${MAX_LIST_NUMBER}, got ${JSON.stringify(url.searchParams.get('number'))}`);
  return number;
}

function listResponse(state: MockState, notes: MockNote[], fields: string | null): Response {
  return json({
    last_seen_time: state.lastSeenTime(),
    number: notes.length,
    notes: notes.map((note) => pickFields(note, fields, NOTE_FIELD_ALIASES)),
  });
}

/** The notification, user and 404 handlers, plus the site handlers (comments, likes, follows). */
export function createHandlers(state: MockState, options: HandlersOptions = {}): HttpHandler[] {
  const base = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const rest = `${base}/rest/:version`;
  const list = answer(({ request }) => {
    const url = new URL(request.url);
    const notes = state.listNotes({
      number: listNumber(url),
      before: numberQuery(url, 'before'),
      unread: ['1', 'true'].includes(url.searchParams.get('unread') ?? ''),
    });
    return listResponse(state, notes, url.searchParams.get('fields'));
  });
  return [
    // The client asks with the trailing slash; the platform answers without it too.
    http.get(`${rest}/notifications/`, list),
    http.get(`${rest}/notifications`, list),
    http.post(
      `${rest}/notifications/seen`,
      answer(async ({ request }) => {
        const { time } = await readJsonBody(request);
        if (time === undefined) throw invalidInput('time is required');
        try {
          return json({ success: true, last_seen_time: state.markSeen(time) });
        } catch (error) {
          throw invalidInput((error as Error).message);
        }
      }),
    ),
    http.post(
      `${rest}/notifications/read`,
      answer(async ({ request }) => {
        const { counts } = await readJsonBody(request);
        if (counts === null || typeof counts !== 'object' || Array.isArray(counts)) throw invalidInput('counts must be an object of note ids');
        state.markRead(counts as Record<string, number>);
        return json({ success: true });
      }),
    ),
    http.get(
      `${rest}/notifications/:id`,
      answer(({ request, params }) => {
        const id = String(params.id);
        const note = /^\d+$/.test(id) ? state.getNote(Number(id)) : undefined;
        if (!note) throw unknownNote(id);
        return listResponse(state, [note], new URL(request.url).searchParams.get('fields'));
      }),
    ),
    http.post(
      `${base}/wpcom/v2/seen-posts/seen/blog/new`,
      answer(async ({ request }) => {
        const { blog_id: blogId, post_ids: postIds } = await readJsonBody(request);
        if (!Array.isArray(postIds) || Number.isNaN(Number(blogId))) throw invalidInput('blog_id and post_ids are required');
        state.markPostsSeen(Number(blogId), postIds.map(Number));
        return json({ status: true });
      }),
    ),
    http.get(
      `${rest}/users/suggest`,
      answer(({ request }) => {
        const site = new URL(request.url).searchParams.get('site_id');
        if (!site) throw invalidInput('site_id is required');
        return json({ suggestions: state.suggestions(site) });
      }),
    ),
    http.get(
      `${rest}/me`,
      answer(({ request }) => json(pickFields(state.me(), new URL(request.url).searchParams.get('fields')))),
    ),
    ...createSiteHandlers(state, rest),
    ...createLanguageHandlers(base),
    http.all(`${base}/*`, ({ request }) =>
      json({ error: 'unknown_path', message: `No route for ${request.method} ${new URL(request.url).pathname}` }, 404),
    ),
  ];
}
