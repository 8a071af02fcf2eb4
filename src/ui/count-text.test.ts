import { describe, expect, it } from 'vitest';
import { countText } from './count-text.ts';

describe('countText', () => {
  it('fills the count into %d and into a numbered %1$d, and keeps %% as a percent sign', () => {
    expect(countText('%d comments marked as spam', 7)).toBe('7 comments marked as spam');
    expect(countText('%1$d commentaires mis en indésirable', 3)).toBe('3 commentaires mis en indésirable');
    expect(countText('%d%% done, %d left', 4)).toBe('4% done, 4 left');
    expect(countText('Comment trashed', 1)).toBe('Comment trashed');
  });
});
