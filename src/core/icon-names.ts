/**
 * The names of the panel's icons. The core checks a note type's `badge` against them at
 * registration without importing the UI; src/ui/icons/paths.ts draws one icon for each and is
 * typed against this list, so a name without a drawing, or a drawing without a name, does not compile.
 */
export const ICON_NAMES = [
  'comment', 'reply', 'like', 'follow', 'reblog', 'post', 'prompt', 'achievement', 'mention', 'bell', 'settings', 'keyboard', 'approve',
  'spam', 'trash', 'read', 'search', 'site', 'following', 'up', 'down', 'back', 'edit', 'undo', 'close', 'unread', 'clock',
] as const;

/** The name of one of the panel's icons; every one draws. */
export type IconName = (typeof ICON_NAMES)[number];

/** Whether a string (a note type's declared badge, an action's icon) names one of the panel's icons. */
export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && (ICON_NAMES as readonly string[]).includes(name);
}
