// JSON files the harness reads (feeds, notes, expectations), with the line of every value, so a
// problem deep inside a feed is reported at its own line rather than "somewhere in this file".
import { readFileSync } from 'node:fs';
import { InputError } from './errors.ts';

/** A path into a JSON value: property names and array indexes. */
export type JsonPath = readonly (string | number)[];

/** A parsed JSON file that knows where each value starts. */
export interface JsonSource {
  file: string;
  value: unknown;
  /** The 1-based line where the value at `path` starts (its nearest existing parent's, if absent). */
  lineOf(path: JsonPath): number;
}

/** Reads a file for the harness; a missing or unreadable file is an InputError. */
export function readInputFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(file, null, code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : `cannot be read (${code ?? String(error)})`);
  }
}

const lineAt = (text: string, position: number) => text.slice(0, Math.max(0, position)).split('\n').length;

/** Records the line of each value; stops at the first character that cannot be JSON. */
function scan(text: string): { lines: Map<string, number>; errorAt: number | null } {
  const lines = new Map<string, number>();
  let at = 0;
  // Lines are counted as the scan moves forward (it never moves back), so a big feed stays linear.
  let line = 1;
  let counted = 0;
  const lineHere = () => {
    for (; counted < at; counted++) if (text.charCodeAt(counted) === 10) line++;
    return line;
  };
  const literalPattern = /true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const fail = (): never => {
    throw at;
  };
  const space = () => {
    while (at < text.length && ' \t\r\n'.includes(text[at]!)) at++;
  };
  const expect = (char: string) => (text[at] === char ? at++ : fail());
  const string = (): string => {
    const start = at;
    expect('"');
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    expect('"');
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (path: JsonPath): void => {
    space();
    lines.set(JSON.stringify(path), lineHere());
    const char = text[at];
    if (char === '{' || char === '[') {
      at++;
      space();
      const close = char === '{' ? '}' : ']';
      for (let index = 0; text[at] !== close; index++) {
        if (index > 0) {
          expect(',');
          space();
        }
        let key: string | number = index;
        if (char === '{') {
          key = string();
          space();
          expect(':');
        }
        value([...path, key]);
        space();
      }
      at++;
    } else if (char === '"') string();
    else {
      literalPattern.lastIndex = at;
      const literal = literalPattern.exec(text);
      if (!literal) fail();
      at += literal![0].length;
    }
  };
  try {
    value([]);
    space();
    if (at < text.length) fail();
    return { lines, errorAt: null };
  } catch (position) {
    if (typeof position !== 'number') throw position;
    return { lines, errorAt: position };
  }
}

/** Parses `text` as the JSON of `file`; invalid JSON is an InputError at the line of the fault. */
export function parseJsonSource(file: string, text: string): JsonSource {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message)?.[1];
    // Some of V8's messages carry no position ("Unexpected token…", "end of input"): find it ourselves.
    const at = position !== undefined ? Number(position) : (scan(text).errorAt ?? text.length);
    throw new InputError(file, lineAt(text, at), `not valid JSON (${message.replace(/, (?:\.\.\.)?".*$/s, '').replace(/ in JSON at position \d+/, '')})`);
  }
  const { lines } = scan(text);
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

/** Reads and parses a JSON file with its lines. */
export function readJsonSource(file: string): JsonSource {
  return parseJsonSource(file, readInputFile(file));
}
