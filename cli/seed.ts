// The platform a feed starts from: its notes (inline, a file, or generated) and its fault scenario.
// Problems are reported at the feed's (or the notes file's) line, not as the mock's stack trace.
import { dirname, resolve } from 'node:path';
import { buildNote, contentHash, GENERATED_TYPES, isoSeconds, NotesInputError, parseNotesInput, type GeneratedType, type MockNote, type NotesSeed } from '../mock/index.ts';
import { resolveScenario } from '../mock/platform.ts';
import type { FaultScenario } from '../mock/index.ts';
import { InputError } from './errors.ts';
import type { Feed, NotesSpec } from './feed.ts';
import { readJsonSource, type JsonSource } from './json-source.ts';

/** Validates notes with the platform's own rules (the client's schema, unique ids), naming the line of a fault. */
function checkedNotes(file: string, data: unknown, lineOf: JsonSource['lineOf']): NotesSeed {
  try {
    // The feed's parsed value is not used again: the platform takes the notes without a copy.
    return parseNotesInput(data, file, { lineOf, adopt: true });
  } catch (error) {
    if (error instanceof NotesInputError) throw new InputError(file, error.line, error.problem);
    throw error;
  }
}

function generatedNotes(spec: Extract<NotesSpec, { kind: 'generate' }>, start: number, feedFile: string): MockNote[] {
  const types = spec.types ?? [...GENERATED_TYPES];
  for (const type of types) {
    if (!(GENERATED_TYPES as readonly string[]).includes(type)) throw new InputError(feedFile, spec.line, `generate: cannot build "${type}" notes (known: ${GENERATED_TYPES.join(', ')})`);
  }
  return Array.from({ length: spec.count }, (_, index) => {
    const note = {
      ...buildNote(types[index % types.length] as GeneratedType, index + 1),
      id: 5_000_000 + spec.count - index,
      timestamp: isoSeconds(start - index * spec.everyMinutes * 60_000),
      note_hash: 0,
    } as MockNote;
    note.note_hash = contentHash(note);
    return note;
  });
}

/** The seed notes for the mock platform, validated; undefined means the shipped sample. */
export function resolveNotes(feed: Feed, source: JsonSource): MockNote[] | NotesSeed | undefined {
  const spec = feed.notes;
  if (spec === undefined) return undefined;
  if (spec.kind === 'generate') return generatedNotes(spec, feed.start, feed.file);
  if (spec.kind === 'inline') return checkedNotes(feed.file, (source.value as { notes: unknown[] }).notes, (path) => source.lineOf(['notes', ...path]));
  const notesFile = resolve(dirname(feed.file), spec.path);
  const notes = readJsonSource(notesFile);
  return checkedNotes(notesFile, notes.value, notes.lineOf);
}

/** The feed's scenario: inline, a shipped name, or a file relative to the feed. */
export function resolveFeedScenario(feed: Feed): FaultScenario | undefined {
  if (!feed.scenario) return undefined;
  const { value, line } = feed.scenario;
  const isPath = typeof value === 'string' && (value.includes('/') || value.endsWith('.json'));
  try {
    return resolveScenario(isPath ? resolve(dirname(feed.file), value) : (value as FaultScenario | string));
  } catch (error) {
    throw new InputError(feed.file, line, `scenario: ${(error as Error).message}`);
  }
}
