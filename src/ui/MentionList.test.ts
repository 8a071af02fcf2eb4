import { describe, expect, it } from 'vitest';
import { moveHighlight } from './MentionList.tsx';

describe('the mention list highlight', () => {
  it('moves by a step and wraps around at both ends', () => {
    expect(moveHighlight(0, -1, 3)).toBe(2);
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(1, 1, 3)).toBe(2);
    expect(moveHighlight(0, 1, 0)).toBe(0);
  });
});
