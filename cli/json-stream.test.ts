import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJsonStreamParser, JsonSyntaxError } from './json-stream.ts';

/** Parses `text` cut at `cuts` (offsets), as a file read a piece at a time would arrive. */
function parseInPieces(text: string, cuts: number[]) {
  const parser = createJsonStreamParser();
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    parser.write(text.slice(from, Math.max(from, cut)));
    from = Math.max(from, cut);
  }
  parser.write(text.slice(from));
  return parser.end();
}

const cutsOf = (text: string) => fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 8 });

describe('the streaming JSON parser', () => {
  it('gives what JSON.parse gives, however the text is cut into pieces', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2, '\t'), fc.array(fc.nat(), { maxLength: 8 }), (value, indent, rawCuts) => {
        const text = JSON.stringify(value, null, indent);
        const cuts = rawCuts.map((cut) => cut % (text.length + 1));
        expect(parseInPieces(text, cuts).value).toEqual(JSON.parse(text));
      }),
      { numRuns: 400 },
    );
  });

  it('refuses what JSON.parse refuses, and accepts what it accepts', () => {
    const nearJson = fc.jsonValue().chain((value) => {
      const text = JSON.stringify(value, null, 1);
      return fc.tuple(fc.nat({ max: text.length }), fc.nat({ max: text.length }), fc.constantFrom(',', '}', ']', '"', ':', '\\', 'x', '0', '-', ' ', '\n', '\u0001')).map(([at, drop, char]) =>
        `${text.slice(0, at)}${char}${text.slice(at + (drop % 3))}`,
      );
    });
    fc.assert(
      fc.property(nearJson, (text) => {
        let expected: unknown;
        let valid = true;
        try {
          expected = JSON.parse(text);
        } catch {
          valid = false;
        }
        for (const cuts of [[], [1, Math.floor(text.length / 2)]]) {
          if (valid) expect(parseInPieces(text, cuts).value).toEqual(expected);
          else expect(() => parseInPieces(text, cuts)).toThrow(JsonSyntaxError);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('notes the line of shallow values on lines of their own', () => {
    const text = '{\n  "steps": [\n    { "do": "open" },\n    {\n      "do": "wait",\n      "for": "1s"\n    }\n  ],\n  "notes": [{ "id": 1 }]\n}\n';
    fc.assert(
      fc.property(cutsOf(text), (cuts) => {
        const { lines } = parseInPieces(text, cuts);
        expect(Object.fromEntries(lines)).toEqual({ '[]': 1, '["steps"]': 2, '["steps",0]': 3, '["steps",1]': 4, '["steps",1,"do"]': 5, '["steps",1,"for"]': 6, '["notes"]': 9 });
      }),
    );
  });

  it('keeps "__proto__" an ordinary property, as JSON.parse does', () => {
    const { value } = parseInPieces('{"__proto__": {"polluted": true}, "list": [{"__proto__": 1}]}', []);
    expect(value).toEqual(JSON.parse('{"__proto__": {"polluted": true}, "list": [{"__proto__": 1}]}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });
});
