// The platform a feed starts from: its notes (inline, a file, or generated) and its fault scenario.
// Problems are reported at the feed's (or the notes file's) line, not as the mock's stack trace.
import { dirname, resolve } from 'node:path';
import { NoteSchema, parseEach } from '../src/api/schema.ts';
import { buildNote, contentHash, GENERATED_TYPES, isoSeconds, type GeneratedType, type MockNote } from '../mock/index.ts';
import { resolveScenario } from '../mock/platform.ts';
import type { FaultScenario } from '../mock/index.ts';
import { InputError } from './errors.ts';
import type { Feed, NotesSpec } from './feed.ts';
import { readJsonSource, type JsonSource } from './json-source.ts';

/** Checks every note against the client's schema, naming the line of the first malformed one. */
function checkNotes(source: JsonSource, entries: unknown[], at: (index: number) => (string | number)[]): void {
  const { dropped } = parseEach(NoteSchema, entries);
  const first = dropped[0];
  if (!first) return;
  const more = dropped.length > 1 ? ` (and ${dropped.length - 1} more malformed)` : '';
  throw new InputError(source.file, source.lineOf(at(first.index)), `malformed note notes[${first.index}]${first.id === undefined ? '' : ` (id ${first.id})`}: ${first.reason}${more}`);
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
export function resolveNotes(feed: Feed, source: JsonSource): unknown {
  const spec = feed.notes;
  if (spec === undefined) return undefined;
  if (spec.kind === 'generate') return generatedNotes(spec, feed.start, feed.file);
  if (spec.kind === 'inline') {
    checkNotes(source, spec.notes, (index) => ['notes', index]);
    return spec.notes;
  }
  const notesFile = resolve(dirname(feed.file), spec.path);
  const notes = readJsonSource(notesFile);
  const data = notes.value as { notes?: unknown } | unknown[];
  if (Array.isArray(data)) checkNotes(notes, data, (index) => [index]);
  else if (data !== null && typeof data === 'object' && Array.isArray(data.notes)) checkNotes(notes, data.notes, (index) => ['notes', index]);
  else throw new InputError(notesFile, 1, 'expected a list response { "notes": [...] } or an array of notes');
  return data;
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
