// The old panel's (notifications-panel@2.2.3) platform in the side-by-side benchmark: a wpcom-like
// client (`req.get`, `req.post`, `pinghub.connect`, `site()`) answering from the bench's own notes at
// once, as our panel's mock platform does. It is bundled into the old panel's page (esbuild), so it
// imports nothing. Each answer parses the notes' JSON afresh, as a client reading a response does.

/** A wpcom callback: error first. */
type Callback = (error: Error | null, data?: unknown) => void;

/** What the old panel calls on the client it is given (src/rest-client/wpcom.js, templates/body.jsx). */
export interface WpcomStandIn {
  req: {
    get(params: { path: string; apiVersion?: string }, ...rest: unknown[]): void;
    post(params: { path: string; apiVersion?: string }, ...rest: unknown[]): void;
  };
  pinghub: { connect(path: string, callback: Callback): void };
  site(siteId: unknown): { comment(id: unknown): Record<string, unknown>; post(id: unknown): Record<string, unknown> };
}

/** The notes as benchNotes gives them (bench/notes.ts), serialised. */
interface Seed {
  lastSeenTime: number;
  notes: { id: number; note_hash: number }[];
}

/** The last function among a call's arguments: the old panel passes the callback last, after optional query and body. */
const callbackOf = (args: unknown[]): Callback | undefined => args.findLast((arg): arg is Callback => typeof arg === 'function');

/**
 * A client answering the old panel from `notesJson` (JSON of benchNotes(size)). `later` delivers an
 * answer (default: the next task, as a response that is already there would arrive).
 */
export function createWpcomStandIn(notesJson: string, later: (deliver: () => void) => void = (deliver) => void setTimeout(deliver, 0)): WpcomStandIn {
  const answer = (args: unknown[], error: Error | null, data?: unknown) => {
    const callback = callbackOf(args);
    if (callback) later(() => callback(error, data));
  };
  const refused = (path: string) => new Error(`the bench's platform does not serve ${path}`);
  const get = (path: string, query: Record<string, unknown>): { error: Error | null; data?: unknown } => {
    const seed = JSON.parse(notesJson) as Seed;
    // The whole list at the first ask, as our panel's first list answer has all N (bench/browser/run.ts).
    if (path === '/notifications/') {
      const notes = query.fields === 'id,note_hash' ? seed.notes.map(({ id, note_hash }) => ({ id, note_hash })) : seed.notes;
      return { error: null, data: { last_seen_time: seed.lastSeenTime, number: notes.length, notes } };
    }
    const one = /^\/notifications\/(\d+)$/.exec(path);
    if (one) {
      const note = seed.notes.find((candidate) => candidate.id === Number(one[1]));
      return note ? { error: null, data: { notes: [note] } } : { error: refused(path) };
    }
    if (path === '/users/suggest') return { error: null, data: { suggestions: [] } };
    return { error: refused(path) };
  };
  // Comment and post calls (a reply's parent, likes, moderation) are not part of what is timed.
  const refusing = (path: string) =>
    new Proxy({} as Record<string, unknown>, { get: (_target, method) => (...args: unknown[]) => answer(args, refused(`${path} ${String(method)}`)) });
  return {
    req: {
      get: (params, ...rest) => {
        const query = rest.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null) ?? {};
        const { error, data } = get(params.path, query);
        answer(rest, error, data);
      },
      post: (params, ...rest) => {
        const known = params.path === '/notifications/read' || params.path === '/notifications/seen';
        answer(rest, known ? null : refused(params.path), known ? { success: true } : undefined);
      },
    },
    // The realtime channel opens at once: the old panel then stops polling, as ours does on the mock's socket.
    pinghub: { connect: (_path, callback) => later(() => callback(null, { response: { type: 'open' } })) },
    site: (siteId) => ({
      comment: (id) => refusing(`/sites/${String(siteId)}/comments/${String(id)}`),
      post: (id) => refusing(`/sites/${String(siteId)}/posts/${String(id)}`),
    }),
  };
}
