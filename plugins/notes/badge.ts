/**
 * Achievements (`like_milestone_achievement`, `followed_milestone_achievement`, …): any note whose
 * body carries media of type 'badge'. The type names vary, the badge does not, so match the data.
 */
import { defineNoteType, type Block, type Media, type Note } from '../../src/core/index.ts';

/** Badges are shown at 256 × 256 whatever size the payload names. */
export const BADGE_SIZE = 256;

// The platform may send a null in a media list (drawn as nothing): a badge is looked for past it.
const isBadge = (media: Media | null) => media?.type === 'badge';

/** Whether a block shows a badge. */
export function isBadgeBlock(block: Block | undefined): boolean {
  return block?.media?.some(isBadge) ?? false;
}

/** The note's badge image at its display size, or null. */
export function badgeOf(note: Note): (Media & { width: number; height: number }) | null {
  const media = note.body?.flatMap((block) => block.media ?? []).find(isBadge);
  return media ? { ...media, width: BADGE_SIZE, height: BADGE_SIZE } : null;
}

/** The achievement note type; it outranks type-named plugins because the badge decides. */
export const badgeNoteType = defineNoteType({
  name: 'badge',
  badge: 'achievement',
  priority: 10,
  matches: (note) => note.body?.some(isBadgeBlock) ?? false,
  header: () => 'subject',
});
