/**
 * The panel's own icon set: 24 × 24 outlines drawn for this project (stroke = currentColor), so no
 * icon font has to be on the host page and nothing shows as a box. Each icon is a list of path data.
 */
import { isIconName, type IconName } from '../../core/icon-names.ts';

/** A circle as path data. */
export const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const ICON_PATHS = {
  comment: ['M4 5h16v11H10l-6 4z'],
  reply: ['M9 7 4 12l5 5', 'M4 12h10a6 6 0 0 1 6 6v1'],
  like: ['M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z'],
  follow: [circle(9, 8, 3.5), 'M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6', 'M19 8v6', 'M16 11h6'],
  reblog: ['M4 11V9a2 2 0 0 1 2-2h12', 'M15 4l3 3-3 3', 'M20 13v2a2 2 0 0 1-2 2H6', 'M9 20l-3-3 3-3'],
  post: ['M6 3h9l4 4v14H6z', 'M14 3v5h5', 'M9 12h7', 'M9 16h7'],
  prompt: ['M9 18h6', 'M10 21h4', 'M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.2h5c0-.9.4-1.7 1.1-2.2A6 6 0 0 0 12 3z'],
  achievement: ['M8 4h8v5a4 4 0 0 1-8 0z', 'M8 6H5a3 3 0 0 0 3 4', 'M16 6h3a3 3 0 0 1-3 4', 'M12 13v4', 'M8 21h8', 'M10 17h4v4h-4z'],
  mention: [circle(12, 12, 3.5), 'M15.5 12v1.5a2.5 2.5 0 0 0 5 0V12a8.5 8.5 0 1 0-3.3 6.7'],
  bell: ['M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z', 'M10 21h4'],
  settings: [circle(12, 12, 3), circle(12, 12, 7.5), 'M12 2v2.5', 'M12 19.5V22', 'M2 12h2.5', 'M19.5 12H22', 'M4.9 4.9l1.8 1.8', 'M17.3 17.3l1.8 1.8', 'M4.9 19.1l1.8-1.8', 'M17.3 6.7l1.8-1.8'],
  keyboard: ['M3 6h18a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z', 'M6 10h.01', 'M10 10h.01', 'M14 10h.01', 'M18 10h.01', 'M7 14h10'],
  approve: ['M5 12.5l4.5 4.5L19 7'],
  spam: ['M5 21V4', 'M5 4h12l-2.5 4 2.5 4H5'],
  trash: ['M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13h10l1-13', 'M10 11v6', 'M14 11v6'],
  read: ['M3 9l9-6 9 6v11H3z', 'M3 9l9 6 9-6'],
  search: [circle(10.5, 10.5, 6), 'M15 15l5.5 5.5'],
  site: [circle(12, 12, 9), 'M3 12h18', 'M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z'],
  following: [circle(9, 8, 3.5), 'M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6', 'M16 11l2 2 4-4'],
  up: ['M6 15l6-6 6 6'],
  down: ['M6 9l6 6 6-6'],
  back: ['M19 12H5', 'M11 6l-6 6 6 6'],
  edit: ['M4 20h4L19 9l-4-4L4 16z', 'M13.5 6.5l4 4'],
  undo: ['M9 14 4 9l5-5', 'M4 9h10a6 6 0 0 1 0 12h-3'],
  close: ['M6 6l12 12', 'M18 6 6 18'],
  unread: ['M3 6h18v13H3z', 'M3 6l9 7 9-7', circle(19, 5, 2.5)],
  clock: [circle(12, 12, 8.5), 'M12 7.5V12l3 2'],
  // Typed against the core's list of names: a name missing here, or a drawing it does not name, does not compile.
} as const satisfies Record<IconName, readonly string[]>;

export { isIconName, type IconName };
