import { describe, expect, it } from 'vitest';
import { InputError } from './errors.ts';
import { parseJsonSource } from './json-source.ts';

describe('parseJsonSource', () => {
  it('knows the line where each value starts', () => {
    const text = '{\n  "a": 1,\n  "list": [\n    { "x": "[not, a, list]" },\n    {\n      "y": true\n    }\n  ]\n}\n';
    const source = parseJsonSource('f.json', text);
    expect(source.value).toEqual({ a: 1, list: [{ x: '[not, a, list]' }, { y: true }] });
    expect(source.lineOf(['a'])).toBe(2);
    expect(source.lineOf(['list', 0])).toBe(4);
    expect(source.lineOf(['list', 1])).toBe(5);
    expect(source.lineOf(['list', 1, 'y'])).toBe(6);
    // An absent value points at its nearest parent.
    expect(source.lineOf(['list', 1, 'missing'])).toBe(5);
    expect(source.lineOf(['nothing'])).toBe(1);
  });

  it('copes with escapes and nesting in strings', () => {
    const source = parseJsonSource('f.json', '[\n  "a \\" ] {",\n  "b"\n]');
    expect(source.lineOf([1])).toBe(3);
  });

  it.each([
    ['{\n  "a": 1,\n}', 3],
    ['{\n  "a": nope\n}', 2],
    ['{\n  "a": [1, 2\n', 3],
    ['', 1],
    ['{}\n\nx', 3],
  ])('reports the line of invalid JSON %#', (text, line) => {
    expect(() => parseJsonSource('bad.json', text)).toThrow(InputError);
    try {
      parseJsonSource('bad.json', text);
    } catch (error) {
      expect((error as InputError).line).toBe(line);
      expect((error as Error).message).toMatch(new RegExp(`^bad\\.json:${line}: not valid JSON \\(`));
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
