/**
 * Reads (and, for setup only, writes) the mock platform through its HTTP API, as the panel does:
 * the tests check what the platform ended up with, not only what the page shows.
 */

/** A note as the list endpoint answers with the fields the tests ask for. */
export interface ListedNote {
  id: number;
  type: string;
  timestamp: string;
  read: number;
  note_hash: number;
  meta: { ids: Record<string, number | undefined> };
}

/** A comment as GET /sites/{site}/comments/{id} answers. */
export interface CommentView {
  ID: number;
  status: 'approved' | 'unapproved' | 'spam' | 'trash' | 'deleted';
  content: string;
  i_like: boolean;
  parent: { ID: number } | false;
}

async function call<T>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  return { status: response.status, body: (await response.json()) as T };
}

/** The mock platform at `base` (e.g. http://127.0.0.1:41235). */
export function mockApi(base: string) {
  const rest = `${base}/rest/v1.1`;
  return {
    async list(number = 50): Promise<{ lastSeenTime: number; notes: ListedNote[] }> {
      const { body } = await call<{ last_seen_time: number; notes: ListedNote[] }>(
        `${rest}/notifications/?fields=id,type,timestamp,unread,note_hash,meta&number=${number}`,
      );
      return { lastSeenTime: body.last_seen_time, notes: body.notes };
    },
    async note(id: number): Promise<ListedNote | undefined> {
      const { status, body } = await call<{ notes: ListedNote[] }>(`${rest}/notifications/${id}?fields=id,type,timestamp,unread,note_hash,meta`);
      return status === 200 ? body.notes[0] : undefined;
    },
    async comment(site: number, id: number): Promise<CommentView | undefined> {
      const { status, body } = await call<CommentView>(`${rest}/sites/${site}/comments/${id}`);
      return status === 200 ? body : undefined;
    },
    /** Whether the user follows the site (GET /sites/{site}/follows/mine). */
    async following(site: number): Promise<boolean> {
      const { body } = await call<{ is_following: boolean }>(`${rest}/sites/${site}/follows/mine`);
      return body.is_following;
    },
    /** Sets the platform's last-seen time (epoch seconds): setup for a badge with new notes. */
    async markSeen(time: number): Promise<void> {
      const { status } = await call(`${rest}/notifications/seen`, { method: 'POST', body: JSON.stringify({ time }) });
      if (status !== 200) throw new Error(`markSeen answered ${status}`);
    },
    /** Marks notes read on the platform (setup for the empty Unread state). */
    async markRead(ids: number[]): Promise<void> {
      const counts = Object.fromEntries(ids.map((id) => [id, 9999]));
      const { status } = await call(`${rest}/notifications/read`, { method: 'POST', body: JSON.stringify({ counts }) });
      if (status !== 200) throw new Error(`markRead answered ${status}`);
    },
    /** Open realtime sockets and connection attempts so far (the platform's /_mock/ controls). */
    async realtime(): Promise<{ open: number; attempts: number }> {
      return (await call<{ open: number; attempts: number }>(`${base}/_mock/realtime`)).body;
    },
    /** Every request the platform answered, oldest first. */
    async requests(): Promise<{ method: string; path: string; query: string }[]> {
      return (await call<{ requests: { method: string; path: string; query: string }[] }>(`${base}/_mock/requests`)).body.requests;
    },
    /** Creates a note now, as the generator does; the platform pushes it to realtime clients. */
    async createNote(): Promise<ListedNote> {
      return (await call<ListedNote>(`${base}/_mock/notes`, { method: 'POST' })).body;
    },
    /** Creates a note of one of the generator's types now; the platform pushes it. */
    async createNoteOfType(type: string): Promise<ListedNote> {
      const { status, body } = await call<ListedNote>(`${base}/_mock/notes?type=${type}`, { method: 'POST' });
      if (status !== 200) throw new Error(`createNoteOfType(${type}) answered ${status}`);
      return body;
    },
    /** Creates `count` notes of one type at once; the platform says `refresh` once, so the panel gets them in one answer. */
    async createBurst(type: string, count: number): Promise<ListedNote[]> {
      const { status, body } = await call<{ notes: ListedNote[] }>(`${base}/_mock/notes?type=${type}&count=${count}`, { method: 'POST' });
      if (status !== 200) throw new Error(`createBurst(${type}, ${count}) answered ${status}`);
      return body.notes;
    },
  };
}

export type MockApi = ReturnType<typeof mockApi>;

/** How many listed notes are newer than the last-seen time: what the bell's badge should say. */
export function newNoteCount(list: { lastSeenTime: number; notes: ListedNote[] }): number {
  return list.notes.filter((note) => Date.parse(note.timestamp) / 1000 > list.lastSeenTime).length;
}
