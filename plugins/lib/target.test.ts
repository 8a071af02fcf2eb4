import { describe, expect, it } from 'vitest';
import { sampleNotes } from '../testing/sample.ts';
import { noteTarget } from './target.ts';

const sample = (id: number) => sampleNotes().find((note) => note.id === id)!;

describe('noteTarget', () => {
  it('reads the comment the actions belong to, not the parent comment of a reply', () => {
    // Note 3499999997 replies to comment 9; its buttons act on comment 10.
    expect(noteTarget(sample(3499999997))).toEqual({ siteId: 150031337, postId: 103, commentId: 10 });
  });

  it('names no comment for a post, so a reply comments on the post', () => {
    expect(noteTarget(sample(3499999976))).toEqual({ siteId: 103195854, postId: 124, commentId: null });
  });

  it('ignores a user block\'s own site and falls back to the note\'s ids', () => {
    expect(noteTarget(sample(3499999999))).toEqual({ siteId: 150031337, postId: 101, commentId: null });
    expect(noteTarget(sample(3499999981))).toEqual({ siteId: 150062674, postId: null, commentId: null });
  });
});
