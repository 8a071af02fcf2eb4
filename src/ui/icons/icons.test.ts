import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ICON_NAMES } from '../../core/icon-names.ts';
import { ICON_PATHS, iconForNoticon, isIconName } from './index.ts';

const sample = JSON.parse(readFileSync(join(import.meta.dirname, '../../../fixtures/notes-sample.json'), 'utf8')) as { notes: { type: string; noticon?: string }[] };

describe('noticons', () => {
  it('maps every glyph the platform sends for a note type to a matching icon', () => {
    const byType = Object.fromEntries(sample.notes.map((note) => [note.type, iconForNoticon(note.noticon)]));
    expect(byType).toMatchObject({ comment: 'reply', like: 'like', comment_like: 'like', follow: 'follow', reblog: 'reblog', new_post: 'post', automattcher: 'mention', like_milestone_achievement: 'achievement' });
  });

  it('draws the bell for an unknown glyph, an empty value or a name it does not know', () => {
    expect(iconForNoticon('\uf8ff')).toBe('bell');
    expect(iconForNoticon('')).toBe('bell');
    expect(iconForNoticon(undefined)).toBe('bell');
    expect(iconForNoticon('noticon-made-up')).toBe('bell');
    expect(iconForNoticon('noticon-trophy')).toBe('achievement');
  });

  it('knows only its own icon names, none of them empty', () => {
    expect(isIconName('like')).toBe(true);
    expect(isIconName('toString')).toBe(false);
    expect(isIconName(3)).toBe(false);
    for (const paths of Object.values(ICON_PATHS)) expect(paths.length).toBeGreaterThan(0);
  });

  it('draws every name the core accepts as a badge, and names every drawing', () => {
    expect(Object.keys(ICON_PATHS).sort()).toEqual([...ICON_NAMES].sort());
  });
});
