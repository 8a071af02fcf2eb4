/** Test helper: the 20 real-shaped notes of fixtures/notes-sample.json, parsed as the API parses them. */
import { readFileSync } from 'node:fs';
import { NoteSchema, parseEach } from '../../src/api/index.ts';
import type { Note } from '../../src/core/index.ts';

/** The sample notes after the API boundary's schema (numbers from strings, read flags as 0/1). */
export function sampleNotes(): Note[] {
  const raw = JSON.parse(readFileSync(new URL('../../fixtures/notes-sample.json', import.meta.url), 'utf8')) as { notes: unknown[] };
  const { items, dropped } = parseEach(NoteSchema, raw.notes);
  if (dropped.length) throw new Error(`sample notes dropped: ${JSON.stringify(dropped)}`);
  return items as Note[];
}
