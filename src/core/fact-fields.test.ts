import { describe, expect, it } from 'vitest';
import { noData, readFields } from './fact-fields.ts';
import { definePluginEvent } from './plugin.ts';

describe('readFields', () => {
  const read = readFields({ userId: 'id', following: 'boolean', message: 'string?' });

  it('reads the named fields, and only them', () => {
    expect(read({ userId: 4, following: true, message: 'no', extra: 1 })).toEqual({ userId: 4, following: true, message: 'no' });
    expect(read({ userId: 4, following: false })).toEqual({ userId: 4, following: false, message: undefined });
  });

  it('refuses data that is no object, or a field that fails its check', () => {
    for (const data of [null, undefined, 'text', [4, true], { userId: 0, following: true }, { userId: 4 }, { userId: 4, following: 'yes' }, { userId: 4, following: true, message: 3 }]) {
      expect(read(data), JSON.stringify(data)).toBeNull();
    }
  });

  it('checks numbers, lists of ids and strings by name, and any other field with a guard', () => {
    const isReason = (value: unknown): value is 'duplicate' | 'error' => value === 'duplicate' || value === 'error';
    const readFailure = readFields({ attempt: 'number', ids: 'ids', reason: isReason, text: 'string' });
    const failure: { attempt: number; ids: number[]; reason: 'duplicate' | 'error'; text: string } | null = readFailure({ attempt: 2, ids: [1, 2], reason: 'error', text: '' });
    expect(failure).toEqual({ attempt: 2, ids: [1, 2], reason: 'error', text: '' });
    expect(readFailure({ attempt: 2, ids: [1, -2], reason: 'error', text: '' })).toBeNull();
    expect(readFailure({ attempt: 2, ids: [1], reason: 'oops', text: '' })).toBeNull();
    expect(readFailure({ attempt: '2', ids: [1], reason: 'error', text: '' })).toBeNull();
  });

  it("is a fact's parse: a logged fact whose data does not read is ignored", () => {
    const followed = definePluginEvent('follow', 'requested', readFields({ userId: 'id', following: 'boolean' }));
    expect(followed.read({ type: 'plugin/recorded', plugin: 'follow', name: 'requested', id: null, data: { userId: 7, following: true } })).toEqual({ id: null, data: { userId: 7, following: true } });
    expect(followed.read({ type: 'plugin/recorded', plugin: 'follow', name: 'requested', id: null, data: { userId: 'me', following: true } })).toBeNull();
  });
});

describe('noData', () => {
  it('reads a fact that says nothing but its id, whatever its data (an old log wrote none)', () => {
    const opened = definePluginEvent('reply', 'opened', noData);
    for (const data of [undefined, {}, 'x', null]) {
      expect(opened.read({ type: 'plugin/recorded', plugin: 'reply', name: 'opened', id: 3, data })).toEqual({ id: 3, data: {} });
    }
  });
});
