import type { IconName } from './paths.ts';

/**
 * The platform's Noticons glyphs (private-use code points in a note's `noticon` field and in
 * zero-length `noticon` ranges) mapped to the panel's own icons, so no icon font is needed.
 * A glyph outside this table still gets an icon (the bell), never an empty box.
 */
const GLYPHS: Readonly<Record<string, IconName>> = {
  '\uf300': 'comment',
  '\uf408': 'like',
  '\uf412': 'reply',
  '\uf455': 'post',
  '\uf467': 'reply',
  '\uf801': 'follow',
  '\uf804': 'achievement',
  '\uf805': 'reblog',
  '\uf814': 'mention',
};

/** Names the platform also sends instead of a glyph (older payloads and tests). */
const NAMES: Readonly<Record<string, IconName>> = {
  comment: 'comment', reply: 'reply', like: 'like', star: 'like', follow: 'follow', reblog: 'reblog',
  post: 'post', trophy: 'achievement', mention: 'mention', checkmark: 'approve', trash: 'trash', spam: 'spam',
};

/** The icon for a noticon value (a glyph or a name); the bell for anything unknown. */
export function iconForNoticon(value: string | undefined): IconName {
  if (!value) return 'bell';
  return GLYPHS[value] ?? NAMES[value.replace(/^noticon-/, '')] ?? 'bell';
}
