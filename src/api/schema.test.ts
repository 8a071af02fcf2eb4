import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BlockSchema, NoteHashSchema, NoteSchema, NumberLike, RangeSchema, ignoredFields, parseEach, parseLastSeenTime, type Note } from './schema.ts';

const sample = JSON.parse(readFileSync(new URL('../../fixtures/notes-sample.json', import.meta.url), 'utf8')) as {
  last_seen_time: string;
  notes: unknown[];
};

describe('note schema', () => {
  it('parses all 20 sample notes', () => {
    const { items, dropped } = parseEach(NoteSchema, sample.notes);
    expect(dropped).toEqual([]);
    expect(items).toHaveLength(20);
    expect(parseLastSeenTime(sample.last_seen_time)).toBe(1528964046);
  });

  it('normalises numbers sent as strings', () => {
    const parsed = v.parse(NoteSchema, {
      id: '12',
      type: 'like',
      read: '1',
      timestamp: '2024-01-01T00:00:00Z',
      subject: [],
      body: [{ text: 'x', media: [{ type: 'image', indices: ['0', '0'], url: 'u', width: '256', height: '256' }], nest_level: '2' }],
      meta: { ids: { site: '3', post: '4' } },
      note_hash: '99',
    });
    expect(parsed.id).toBe(12);
    expect(parsed.read).toBe(1);
    expect(parsed.note_hash).toBe(99);
    expect(parsed.meta.ids).toEqual({ site: 3, post: 4 });
    expect(parsed.meta.links).toEqual({});
    expect(parsed.body[0]?.media?.[0]).toMatchObject({ width: 256, height: 256, indices: [0, 0] });
    expect(parsed.body[0]?.nest_level).toBe(2);
  });

  it('keeps unknown note types, range types and extra fields', () => {
    const parsed = v.parse(NoteSchema, {
      id: 1,
      type: 'brand_new_type',
      timestamp: '2024-01-01T00:00:00Z',
      subject: [{ text: 'hi', ranges: [{ type: 'sparkle', indices: [0, 2], glitter: true }] }],
      body: [],
      note_hash: 1,
      extra_field: { kept: true },
    });
    expect(parsed.type).toBe('brand_new_type');
    expect(parsed.subject[0]?.ranges?.[0]).toMatchObject({ type: 'sparkle', glitter: true });
    expect(parsed).toMatchObject({ extra_field: { kept: true } });
  });

  it('rejects bad indices, non-numeric ids and bad timestamps', () => {
    expect(v.safeParse(RangeSchema, { indices: [0] }).success).toBe(false);
    expect(v.safeParse(RangeSchema, { indices: [0, 1], id: 'abc' }).success).toBe(false);
    expect(v.safeParse(BlockSchema, { text: 5 }).success).toBe(false);
    const base = { id: 1, type: 'x', subject: [], body: [], note_hash: 1 };
    expect(v.safeParse(NoteSchema, { ...base, timestamp: 'yesterday' }).success).toBe(false);
  });

  it('reads last_seen_time in seconds, milliseconds or not at all', () => {
    expect(parseLastSeenTime(1493855205)).toBe(1493855205);
    expect(parseLastSeenTime(1493855205999)).toBe(1493855205);
    expect(parseLastSeenTime('1120000000000')).toBe(1120000000000);
    expect(parseLastSeenTime('1120000000001')).toBe(1120000000);
    expect(parseLastSeenTime(undefined)).toBeUndefined();
    expect(parseLastSeenTime('soon')).toBeUndefined();
  });

  // Real platform notes (issue 25): 58 of 80 from the mobile apps carry no note_hash, and any other
  // field the panel can draw without may be absent too.
  const comment = sample.notes.find((note) => (note as { type: string }).type === 'comment') as Record<string, unknown>;
  const without = (field: string) => Object.fromEntries(Object.entries(comment).filter(([key]) => key !== field));

  it.each(['read', 'noticon', 'icon', 'url', 'title', 'header', 'meta', 'note_hash'])('keeps a note without its optional %s', (field) => {
    expect(comment[field], `the sample comment has ${field}`).toBeDefined();
    const { items, dropped } = parseEach(NoteSchema, [without(field)]);
    expect(dropped).toEqual([]);
    expect(items[0]?.id).toBe(comment.id);
    expect(items[0]?.subject[0]?.text).toBe((comment.subject as { text: string }[])[0]?.text);
  });

  it.each(['id', 'type', 'timestamp', 'subject', 'body'])('drops a note without its required %s, saying why', (field) => {
    const { items, dropped } = parseEach(NoteSchema, [without(field)]);
    expect(items).toEqual([]);
    expect(dropped[0]?.reason).toContain(field === 'id' ? 'id' : field);
  });

  it('keeps a note whose optional field is null or malformed, without that field, and names the malformed ones', () => {
    const raw = { ...comment, icon: 42, header: 'not blocks', note_hash: 'abc', title: null, meta: null, read: 'maybe' };
    const { items, dropped } = parseEach(NoteSchema, [raw]);
    expect(dropped).toEqual([]);
    expect(items[0]).toMatchObject({ id: comment.id, icon: undefined, header: undefined, note_hash: undefined, title: undefined, read: undefined });
    expect(items[0]?.meta).toEqual({ ids: {}, links: {} });
    expect(ignoredFields(raw)).toEqual(['read', 'icon', 'header', 'note_hash']);
    expect(ignoredFields(comment)).toEqual([]);
  });

  it('keeps a hash entry without its hash (it then counts as changed)', () => {
    const { items, dropped } = parseEach(NoteHashSchema, [{ id: 5 }, { id: 6, note_hash: 'x' }, { note_hash: 1 }]);
    expect(items).toEqual([{ id: 5, note_hash: undefined }, { id: 6, note_hash: undefined }]);
    expect(dropped).toHaveLength(1);
  });

  // The number, flag, parent and action checks were unions of alternatives; they are single checks
  // now (cheaper over a big answer), and must accept and return exactly what the unions did, and
  // refuse with the same message (a dropped note's reason is logged).
  describe('reads values as the unions it replaced did', () => {
    const UnionNumber = v.union([
      v.pipe(v.number(), v.finite()),
      v.pipe(v.string(), v.regex(/^\s*-?\d+(\.\d+)?\s*$/, 'Expected a numeric string'), v.transform((text) => Number(text))),
    ]);
    const UnionFlag = v.union([v.pipe(v.boolean(), v.transform((value) => (value ? 1 : 0))), v.pipe(UnionNumber, v.transform((value) => (value ? 1 : 0)))]);
    const UnionParent = v.union([UnionNumber, v.string()]);
    const UnionAction = v.union([v.boolean(), v.string()]);
    const values = fc.oneof(
      fc.anything(),
      fc.double(),
      fc.constantFrom(' 12 ', '-3.5', '0', '1', '1e3', '0x10', '', ' ', '12.', '.5', '--1', 'Infinity', 'NaN', true, false, null, undefined, [], {}),
      fc.integer().map(String),
    );
    type Read = { success: boolean; output: unknown; issues?: readonly v.BaseIssue<unknown>[] | undefined };
    const same = (reference: v.GenericSchema, schema: (value: unknown) => Read) =>
      fc.assert(
        fc.property(values, (value) => {
          const expected = v.safeParse(reference, value);
          const actual = schema(value);
          expect(actual.success).toBe(expected.success);
          if (expected.success) expect(actual.output).toStrictEqual(expected.output);
          else if (actual.issues) expect(actual.issues.map((issue) => issue.message)).toEqual(expected.issues.map((issue) => issue.message));
        }),
        { numRuns: 2000 },
      );
    const note = (fields: Record<string, unknown>) => ({ id: 1, type: 'x', timestamp: '2024-01-01T00:00:00Z', body: [], ...fields });
    const readOf = (value: unknown): Read => {
      const read = v.parse(NoteSchema, note({ read: value, subject: [] })).read;
      // A flag is lenient: one it cannot read is let go of, as a failed union's would be.
      return { success: read !== undefined || value === undefined, output: read };
    };
    const rangeField = (field: string) => (value: unknown): Read => {
      const parsed = v.safeParse(NoteSchema, note({ subject: [{ text: 'x', ranges: [{ indices: [0, 1], [field]: value }] }] }));
      const range = (parsed.output as Note | undefined)?.subject[0]?.ranges?.[0];
      return { success: parsed.success, output: range?.[field], issues: parsed.issues };
    };

    it('numbers and numeric strings', () => same(UnionNumber, (value) => v.safeParse(NumberLike, value)));
    it('read and unread flags', () => same(v.optional(UnionFlag), readOf));
    it('a range\'s parent', () => same(v.optional(UnionParent), rangeField('parent')));
    it('a block\'s action flags', () =>
      same(UnionAction, (value): Read => {
        const parsed = v.safeParse(NoteSchema, note({ subject: [{ text: 'x', actions: { act: value } }] }));
        return { success: parsed.success, output: parsed.success ? parsed.output.subject[0]?.actions?.act : undefined, issues: parsed.issues };
      }));
  });

  it('names the malformed fields from what the schema read, as it does from the payload alone', () => {
    const cases = [
      comment,
      { ...comment, icon: 42, header: 'not blocks', note_hash: 'abc', title: null, meta: null, read: 'maybe' },
      { ...comment, meta: { ids: 'nope' } },
      { ...comment, meta: {} },
      { ...comment, meta: { ids: {}, links: {} } },
      { ...comment, unread: 'yes', noticon: [], url: 7 },
    ];
    for (const raw of cases) {
      const parsed = v.parse(NoteSchema, raw);
      expect(ignoredFields(raw, parsed)).toEqual(ignoredFields(raw));
    }
    expect(ignoredFields(cases[2], v.parse(NoteSchema, cases[2]))).toEqual(['meta']);
    expect(ignoredFields(cases[5], v.parse(NoteSchema, cases[5]))).toEqual(['unread', 'noticon', 'url']);
  });
});
