import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BlockSchema, NoteSchema, RangeSchema, parseEach, parseLastSeenTime } from './schema.ts';

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
});
