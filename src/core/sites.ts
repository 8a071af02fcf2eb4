/** The sites notes are about: their ids, titles as the notes name them, and how many notes each has. Pure. */
import { isPositiveId } from './guards.ts';
import type { Block, Note } from './note.ts';
import { httpUrl } from './safe-url.ts';

/** A site present in the loaded notes. */
export interface SiteSummary {
  id: number;
  /** The site's title from a note, or its address's host name; null when no note names it. */
  title: string | null;
  count: number;
}

/** How many site titles a session remembers (a user's sites; notes name a few hundred at most). */
const MAX_NAMED_SITES = 1_000;

/** The site a note is about (`meta.ids.site`), or null. */
export function noteSiteId(note: Note): number | null {
  const id = note.meta?.ids?.site;
  return isPositiveId(id) ? id : null;
}

/** The title a note gives site `id`: a site range's text, a block's home title, else a host name. */
function titleIn(note: Note, id: number): { title: string; named: boolean } | null {
  let host: string | null = null;
  for (const blocks of [note.subject, note.header, note.body] as (readonly Block[] | undefined)[]) {
    // Entries are checked: a note may reach here without the schema (an embedder's append, a replayed log).
    for (const block of Array.isArray(blocks) ? blocks : []) {
      if (!block) continue;
      const text = typeof block.text === 'string' ? block.text : '';
      for (const range of Array.isArray(block.ranges) ? block.ranges : []) {
        if (!range || (range.site_id !== id && !(range.type === 'site' && range.id === id))) continue;
        const [start, end] = Array.isArray(range.indices) ? range.indices : [];
        if (range.type === 'site' && typeof start === 'number' && typeof end === 'number' && end > start) {
          const title = text.slice(start, end).trim();
          if (title) return { title, named: true };
        }
        host ??= httpUrl(range.url)?.hostname ?? null;
      }
      const home = block.meta?.titles?.home;
      if (home && block.meta?.ids?.site === id) return { title: home, named: true };
    }
  }
  return host ? { title: host, named: false } : null;
}

/**
 * Sites of the notes, most notes first (then by title); each titled by the first note that names it.
 * `named` remembers the titles found (the selectors keep one per core), so a site keeps its title
 * when the note that gave it leaves: one name per site in a session, never its title, then its host.
 */
export function summariseSites(notes: readonly Note[], named: Map<number, string> = new Map()): SiteSummary[] {
  const sites = new Map<number, { count: number; title: string | null; named: boolean }>();
  for (const note of notes) {
    const id = noteSiteId(note);
    if (id === null) continue;
    const known = named.get(id);
    const site = sites.get(id) ?? { count: 0, title: known ?? null, named: known !== undefined };
    site.count++;
    if (!site.named) {
      const found = titleIn(note, id);
      if (found && (found.named || site.title === null)) Object.assign(site, found);
      if (found?.named && named.size < MAX_NAMED_SITES) named.set(id, found.title);
    }
    sites.set(id, site);
  }
  return [...sites]
    .map(([id, site]) => ({ id, title: site.title, count: site.count }))
    .sort((a, b) => b.count - a.count || (a.title ?? '').localeCompare(b.title ?? '') || a.id - b.id);
}
