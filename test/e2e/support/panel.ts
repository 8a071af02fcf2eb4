/**
 * What the tests read off the panel inside its iframe: rows, the open note, the chosen tab. Rows are
 * named by `data-note-id`, so assertions compare ids with what the mock platform lists.
 */
import type { FrameLocator } from 'playwright-core';
import type { ListedNote } from './mock-api.ts';

/** Ids of the rows shown, top to bottom (the list is windowed: only rendered rows count). */
export async function rowIds(panel: FrameLocator): Promise<number[]> {
  const ids = await panel.locator('[data-note-id]').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-note-id'))));
  return ids;
}

/** The id of the row marked as the open note, or null. */
export async function currentRowId(panel: FrameLocator): Promise<number | null> {
  const current = panel.locator('[data-note-id][aria-current="true"]');
  if ((await current.count()) === 0) return null;
  return Number(await current.getAttribute('data-note-id'));
}

/** The label of the selected tab. */
export async function selectedTab(panel: FrameLocator): Promise<string> {
  return (await panel.locator('[role="tab"][aria-selected="true"]').innerText()).trim();
}

/** Whether the detail view is showing. */
export async function detailOpen(panel: FrameLocator): Promise<boolean> {
  return (await panel.locator('#wpnc-detail-title').count()) > 0;
}

const LIKE_TYPES = new Set(['like', 'comment_like']);

/** The ids a filter should show, from the platform's list (SPEC §2 tabs; unread per the platform). */
export function expectedIds(notes: ListedNote[], filter: 'All' | 'Unread' | 'Comments' | 'Subscribers' | 'Likes'): number[] {
  const keep = (note: ListedNote): boolean => {
    switch (filter) {
      case 'All': return true;
      case 'Unread': return note.read === 0;
      case 'Comments': return note.type === 'comment';
      case 'Subscribers': return note.type === 'follow';
      case 'Likes': return LIKE_TYPES.has(note.type);
    }
  };
  return notes.filter(keep).map((note) => note.id);
}

export const sameIds = (a: number[], b: number[]): boolean => a.length === b.length && a.every((id, index) => id === b[index]);
