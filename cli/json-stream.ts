// A JSON parser fed in pieces, which notes the line where each shallow value starts. A feed of
// 50 MB read whole, parsed, and scanned again for lines (a map entry per value) peaked near 1 GB.
// Here the text passes a piece at a time: the two outer levels (a feed's fields, its steps and notes
// lists) are built as they come, and each value below them (a step, a note) and every scalar is cut
// out of the text and handed to JSON.parse, which builds compact objects and strings of their own
// (a slice would keep its whole piece alive).

/** Where the parser found the text not to be JSON: the 1-based line and the reason, as V8 words it. */
export class JsonSyntaxError extends Error {
  constructor(readonly line: number, reason: string) {
    super(reason);
    this.name = 'JsonSyntaxError';
  }
}

/** Values this deep or shallower have their line noted (a feed's `steps[3].for` is depth 3). */
const LINE_DEPTH = 3;
/** Containers shallower than this are built here; values at this depth or deeper go to JSON.parse. */
const BUILD_DEPTH = 2;

/** An open array or object; `value` only for the ones built here. */
interface Frame {
  isArray: boolean;
  /** Elements so far (arrays) or the current property name (objects; only read for noted lines). */
  count: number;
  key: string;
  /** The line it opens on. */
  line: number;
  value?: unknown[] | Record<string, unknown>;
}

/** A value being cut out of the text for JSON.parse. */
interface Capture {
  depth: number;
  line: number;
  parts: string[];
  /** Where it starts in the current piece (0 once it spans pieces). */
  start: number;
}

type Expecting = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'commaOrClose' | 'end';

const QUOTE_OR_BACKSLASH = /["\\]/g;
const LITERAL_END = /[^0-9a-zA-Z.+-]/g;
// JSON forbids raw control characters in strings: such a name goes to JSON.parse to be refused.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f]/;

/** The incremental parser: `write` pieces in order, then `end` for the value and its lines. */
export function createJsonStreamParser() {
  const stack: Frame[] = [];
  const lines = new Map<string, number>();
  let expecting: Expecting = 'value';
  let root: unknown;
  let line = 1;
  let capture: Capture | null = null;
  /** Inside a string or a literal cut by the end of a piece. */
  let inString = false;
  let inLiteral = false;
  let escaped = false;
  /** A property name being read, when its line matters (shallow objects). */
  let keyParts: string[] | null = null;

  const fail = (reason: string, at = line): never => {
    throw new JsonSyntaxError(at, reason);
  };
  const unexpected = (char: string): never => {
    switch (expecting) {
      case 'commaOrClose': return fail(stack.at(-1)!.isArray ? "Expected ',' or ']' after array element" : "Expected ',' or '}' after property value");
      case 'keyOrClose': return fail("Expected property name or '}'");
      case 'key': return fail('Expected double-quoted property name');
      case 'colon': return fail("Expected ':' after property name");
      case 'end': return fail('Unexpected non-whitespace character after JSON');
      default: return fail(`Unexpected token '${char}'`);
    }
  };

  const parseText = (text: string, startLine: number): unknown => {
    try {
      return JSON.parse(text);
    } catch (error) {
      const message = (error as Error).message;
      const position = Number(/at position (\d+)/.exec(message)?.[1] ?? 0);
      const newlines = text.slice(0, position).split('\n').length - 1;
      return fail(message.replace(/ in JSON at position \d+.*$/s, '').replace(/, ".*$/s, ''), startLine + newlines);
    }
  };

  /** A value ended at `end` of `piece`: finish its capture, put it in its container. */
  const complete = (piece: string, end: number, built?: unknown) => {
    let value = built;
    if (capture && stack.length === capture.depth) {
      capture.parts.push(piece.slice(capture.start, end));
      value = parseText(capture.parts.join(''), capture.line);
      capture = null;
    }
    expecting = stack.length === 0 ? 'end' : 'commaOrClose';
    const frame = stack.at(-1);
    if (!frame) root = value;
    else {
      if (frame.value) {
        if (frame.isArray) (frame.value as unknown[]).push(value);
        // As JSON.parse does, "__proto__" is an ordinary own property, never the prototype.
        else Object.defineProperty(frame.value, frame.key, { value, enumerable: true, writable: true, configurable: true });
      }
      frame.count += 1;
    }
  };

  /** A value starts at `at`: note its line, and start cutting it out unless it is built here. */
  const begin = (at: number, container: boolean) => {
    // A value on its container's line is not noted: lineOf falls back to the container, same line.
    if (stack.length <= LINE_DEPTH && (stack.length === 0 || stack.at(-1)!.line !== line)) {
      lines.set(JSON.stringify(stack.map((frame) => (frame.isArray ? frame.count : frame.key))), line);
    }
    if (!capture && (!container || stack.length >= BUILD_DEPTH)) capture = { depth: stack.length, line, parts: [], start: at };
  };

  /** Skips a string from `at` (after its opening quote); returns where it stopped. */
  const skipString = (piece: string, at: number): number => {
    let index = at;
    // Nothing of it in this piece (an empty piece keeps a pending escape for the next).
    if (at >= piece.length) {
      inString = true;
      return piece.length;
    }
    if (escaped) {
      index += 1;
      escaped = false;
    }
    for (;;) {
      QUOTE_OR_BACKSLASH.lastIndex = index;
      const found = QUOTE_OR_BACKSLASH.exec(piece);
      if (!found) {
        keyParts?.push(piece.slice(at));
        inString = true;
        return piece.length;
      }
      if (found[0] === '"') {
        inString = false;
        if (keyParts) {
          keyParts.push(piece.slice(at, found.index));
          const raw = keyParts.join('');
          stack.at(-1)!.key = raw.includes('\\') || CONTROL.test(raw) ? (parseText(`"${raw}"`, line) as string) : raw;
          keyParts = null;
        }
        return found.index + 1;
      }
      if (found.index + 1 >= piece.length) {
        keyParts?.push(piece.slice(at));
        inString = true;
        escaped = true;
        return piece.length;
      }
      index = found.index + 2;
    }
  };

  /** Skips a literal (number, true, false, null); JSON.parse judges it once it is whole. */
  const skipLiteral = (piece: string, at: number): number => {
    LITERAL_END.lastIndex = at;
    const found = LITERAL_END.exec(piece);
    inLiteral = !found;
    return found ? found.index : piece.length;
  };

  const close = (piece: string, at: number, char: string) => {
    const frame = stack.at(-1);
    const fits = char === ']' ? frame?.isArray && (expecting === 'valueOrClose' || expecting === 'commaOrClose') : frame && !frame.isArray && (expecting === 'keyOrClose' || expecting === 'commaOrClose');
    if (!fits) unexpected(char);
    stack.pop();
    complete(piece, at + 1, frame!.value);
  };

  function write(piece: string): void {
    let at = 0;
    if (inString) {
      at = skipString(piece, 0);
      if (!inString && expecting !== 'colon') complete(piece, at);
    } else if (inLiteral) {
      at = skipLiteral(piece, 0);
      if (!inLiteral) complete(piece, at);
    }
    while (at < piece.length) {
      const char = piece[at]!;
      if (char === ' ' || char === '\n' || char === '\r' || char === '\t') {
        if (char === '\n') line += 1;
        at += 1;
      } else if (char === ']' || char === '}') {
        close(piece, at, char);
        at += 1;
      } else if (expecting === 'value' || expecting === 'valueOrClose') {
        if (char === '{' || char === '[') {
          begin(at, true);
          const isArray = char === '[';
          const built = !capture;
          stack.push({ isArray, count: 0, key: '', line, ...(built ? { value: isArray ? [] : {} } : {}) });
          expecting = isArray ? 'valueOrClose' : 'keyOrClose';
          at += 1;
        } else if (char === '"') {
          begin(at, false);
          at = skipString(piece, at + 1);
          if (!inString) complete(piece, at);
        } else if (char === '-' || (char >= '0' && char <= '9') || char === 't' || char === 'f' || char === 'n') {
          begin(at, false);
          at = skipLiteral(piece, at);
          if (!inLiteral) complete(piece, at);
        } else unexpected(char);
      } else if (char === '"' && (expecting === 'key' || expecting === 'keyOrClose')) {
        expecting = 'colon';
        keyParts = stack.length <= LINE_DEPTH || !capture ? [] : null;
        at = skipString(piece, at + 1);
      } else {
        if (char === ':' && expecting === 'colon') expecting = 'value';
        else if (char === ',' && expecting === 'commaOrClose') expecting = stack.at(-1)!.isArray ? 'value' : 'key';
        else unexpected(char);
        at += 1;
      }
    }
    if (capture) {
      capture.parts.push(piece.slice(capture.start));
      capture.start = 0;
    }
  }

  /** The value and the line of each value down to LINE_DEPTH, keyed by JSON.stringify(path). */
  function end(): { value: unknown; lines: Map<string, number> } {
    if (inLiteral) {
      inLiteral = false;
      complete('', 0);
    }
    if (inString) fail('Unterminated string in JSON');
    if (expecting !== 'end') fail('Unexpected end of JSON input');
    return { value: root, lines };
  }

  return { write, end };
}
