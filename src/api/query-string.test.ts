import { describe, expect, it } from 'vitest';
import { encodeComponent, stringifyQuery } from './query-string.ts';

// Expected strings are what qs 6.x gives for stringify(value, { arrayFormat: 'brackets' }).
describe('stringifyQuery (qs brackets format)', () => {
  it.each([
    [{ a: 'b' }, 'a=b'],
    [{ number: 10, unread: true, off: false }, 'number=10&unread=true&off=false'],
    [{ fields: ['id', 'note_hash'] }, 'fields%5B%5D=id&fields%5B%5D=note_hash'],
    [{ a: { b: 'c' } }, 'a%5Bb%5D=c'],
    [{ a: { b: { c: 'd' } } }, 'a%5Bb%5D%5Bc%5D=d'],
    [{ a: [{ b: 1 }, { b: 2 }] }, 'a%5B%5D%5Bb%5D=1&a%5B%5D%5Bb%5D=2'],
    [{ a: [[1, 2]] }, 'a%5B%5D%5B%5D=1&a%5B%5D%5B%5D=2'],
    [{ a: null, b: undefined, c: 'x' }, 'a=&c=x'],
    [{ a: [], b: {}, c: 1 }, 'c=1'],
    [{ a: { b: null } }, 'a%5Bb%5D='],
    [{ q: 'a b&c=d' }, 'q=a%20b%26c%3Dd'],
    [{ q: "!'()*~-._" }, 'q=%21%27%28%29%2A~-._'],
    [{ q: 'é€😀' }, 'q=%C3%A9%E2%82%AC%F0%9F%98%80'],
    [{ 'a b': 1 }, 'a%20b=1'],
    [{ d: new Date(Date.UTC(2020, 0, 2, 3, 4, 5)) }, 'd=2020-01-02T03%3A04%3A05.000Z'],
    [{ urls: ['/me', '/sites/1?fields=ID'] }, 'urls%5B%5D=%2Fme&urls%5B%5D=%2Fsites%2F1%3Ffields%3DID'],
    [{ big: 12n }, 'big=12'],
    [{ f: () => 1, g: 'h' }, 'g=h'],
  ])('case %# → %s', (input, expected) => {
    expect(stringifyQuery(input)).toBe(expected);
  });

  it('skips holes of sparse arrays', () => {
    const sparse: Array<number | undefined> = [];
    sparse[2] = 7;
    expect(stringifyQuery({ s: sparse })).toBe('s%5B%5D=7');
  });

  it('gives an empty string for non-objects', () => {
    expect(stringifyQuery(null)).toBe('');
    expect(stringifyQuery('a=b')).toBe('');
    expect(stringifyQuery(undefined)).toBe('');
  });

  it('replaces lone surrogates instead of throwing', () => {
    expect(encodeComponent('a\uD800b')).toBe('a%EF%BF%BDb');
  });
});
