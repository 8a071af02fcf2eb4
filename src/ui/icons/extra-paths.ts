/**
 * The icons only on-demand views draw (the open note, the undo bar): kept out of the first open.
 * The list's own are in paths.ts.
 */
import { circle, ICON_PATHS } from './paths.ts';

export const EXTRA_ICON_PATHS = {
  following: [circle(9, 8, 3.5), 'M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6', 'M16 11l2 2 4-4'],
  up: ['M6 15l6-6 6 6'],
  down: ['M6 9l6 6 6-6'],
  back: ['M19 12H5', 'M11 6l-6 6 6 6'],
  edit: ['M4 20h4L19 9l-4-4L4 16z', 'M13.5 6.5l4 4'],
  undo: ['M9 14 4 9l5-5', 'M4 9h10a6 6 0 0 1 0 12h-3'],
  close: ['M6 6l12 12', 'M18 6 6 18'],
  unread: ['M3 6h18v13H3z', 'M3 6l9 7 9-7', circle(19, 5, 2.5)],
} as const satisfies Record<string, readonly string[]>;

/** The name of one of these icons. */
export type ExtraIconName = keyof typeof EXTRA_ICON_PATHS;

/** The path data of any of the panel's icons, or undefined for a name that is none (a plugin's typo). */
export function iconPaths(name: unknown): readonly string[] | undefined {
  if (typeof name !== 'string') return undefined;
  if (Object.hasOwn(ICON_PATHS, name)) return ICON_PATHS[name as keyof typeof ICON_PATHS];
  return Object.hasOwn(EXTRA_ICON_PATHS, name) ? EXTRA_ICON_PATHS[name as ExtraIconName] : undefined;
}
