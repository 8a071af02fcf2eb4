import { describe, expect, it } from 'vitest';
import { countText, nameText } from './count-text.ts';

describe('countText', () => {
  it('fills the count into %d and into a numbered %1$d, and keeps %% as a percent sign', () => {
    expect(countText('%d comments marked as spam', 7)).toBe('7 comments marked as spam');
    expect(countText('%1$d commentaires mis en indésirable', 3)).toBe('3 commentaires mis en indésirable');
    expect(countText('%d%% done, %d left', 4)).toBe('4% done, 4 left');
    expect(countText('Comment trashed', 1)).toBe('Comment trashed');
  });
});

describe('nameText', () => {
  it('fills %s or %1$s with the name, leaves %d and a percent sign alone', () => {
    expect(nameText('Reply to %s…', 'Ada')).toBe('Reply to Ada…');
    expect(nameText('Répondre à %1$s…', 'Ada')).toBe('Répondre à Ada…');
    expect(nameText('%s: 100%% and %d', 'Ada')).toBe('Ada: 100% and %d');
  });
});
