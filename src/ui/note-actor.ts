import type { Note } from '../core/note.ts';

/** Who a row's avatar stands for: the first user (or site) named in the subject, for the fallback's initials and colour. */
export function noteActor(note: Note): { name: string; seed: string } {
  const line = note.subject?.[0];
  const text = line?.text ?? '';
  const range = line?.ranges?.find((candidate) => candidate?.type === 'user' || candidate?.type === 'site');
  if (range && Array.isArray(range.indices)) {
    const [start, end] = range.indices;
    const name = text.slice(start, end);
    const id = range.id ?? range.site_id;
    if (name) return { name, seed: id !== undefined ? `${range.type}:${id}` : name };
  }
  const name = note.title || text || note.type;
  return { name, seed: `note-type:${note.type}` };
}
