// JSON files the harness reads (feeds, notes, expectations), with the line of every shallow value,
// so a problem deep inside a feed is reported at its own line rather than "somewhere in this file".
// Files are read and parsed a piece at a time (json-stream.ts): a 50 MB feed never sits in memory
// as text next to its value.
import { InputError } from './errors.ts';
import { FileReadError, readPieces } from './file-pieces.ts';
import { createJsonStreamParser, JsonSyntaxError } from './json-stream.ts';

/** A path into a JSON value: property names and array indexes. */
export type JsonPath = readonly (string | number)[];

/** A parsed JSON file that knows where each value starts. */
export interface JsonSource {
  file: string;
  value: unknown;
  /** The 1-based line where the value at `path` starts (its nearest noted parent's, if absent or deeper than 3). */
  lineOf(path: JsonPath): number;
}

function unreadable(file: string, error: unknown): InputError {
  const code = (error as NodeJS.ErrnoException).code;
  return new InputError(file, null, code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : `cannot be read (${code ?? String(error)})`);
}

function parse(file: string, feed: (write: (text: string) => void) => void): JsonSource {
  const parser = createJsonStreamParser();
  let parsed: ReturnType<typeof parser.end>;
  try {
    feed(parser.write);
    parsed = parser.end();
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw new InputError(file, error.line, `not valid JSON (${error.message})`);
    if (error instanceof FileReadError) throw unreadable(file, error.cause);
    throw error;
  }
  const { value, lines } = parsed;
  return {
    file,
    value,
    lineOf(path) {
      for (let length = path.length; length >= 0; length--) {
        const line = lines.get(JSON.stringify(path.slice(0, length)));
        if (line !== undefined) return line;
      }
      return 1;
    },
  };
}

/** Parses `text` as the JSON of `file`; invalid JSON is an InputError at the line of the fault. */
export function parseJsonSource(file: string, text: string): JsonSource {
  return parse(file, (write) => write(text));
}

/** Reads and parses a JSON file with its lines, a piece at a time. */
export function readJsonSource(file: string): JsonSource {
  return parse(file, (write) => readPieces(file, write));
}
