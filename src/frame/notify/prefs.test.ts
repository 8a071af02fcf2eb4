import { describe, expect, it } from 'vitest';
import { readPrefs } from './prefs.ts';

describe('stored choices', () => {
  it('read back what was stored', () => {
    expect(readPrefs(JSON.stringify({ answer: 'granted', enabled: true, off: ['like', 'other'] }))).toEqual({ answer: 'granted', enabled: true, off: ['like', 'other'] });
  });

  it('count anything unreadable as no choice made', () => {
    for (const stored of [null, '', 'nope', '[]', '{"answer":"yes","enabled":"true","off":"like"}', '{"off":["likes",3]}']) {
      expect(readPrefs(stored), String(stored)).toEqual({ answer: undefined, enabled: false, off: [] });
    }
  });
});
