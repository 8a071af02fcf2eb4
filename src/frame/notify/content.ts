/**
 * What a desktop notification says, as plain text: no DOM, no React, no I/O (issue 34). The
 * browser draws a notification's title and body itself, outside the page: nothing here may carry
 * markup, a direction override that leaks past the text, or an address the user did not get from
 * the platform.
 */
import type { Block, Note } from '../../core/note.ts';
import { stripControls } from '../../core/safe-url.ts';
import { DESKTOP_KINDS, type DesktopKind } from '../../ui/desktop-notify.ts';
import { platformIcon } from '../platform-icon.ts';

export { platformIcon };

/** One kind of desktop notification. */
export type NotifyKind = DesktopKind;
/** The kinds a person can turn on and off, in the order the settings list them. */
export const NOTIFY_KINDS: readonly NotifyKind[] = DESKTOP_KINDS;

/** Every bound of the feature, in one place (consts, so the build writes the numbers in place). */
export const NOTIFY_LIMITS = {
  /** At most one notification per kind in this long; later notes of the kind wait and go grouped. */
  perKindMs: 60_000,
  titleChars: 80,
  bodyChars: 160,
  /** Notes one grouped notification keeps track of (for closing it when they are read). */
  groupIds: 100,
  /** Notifications the panel keeps track of for closing; older ones are left to the browser. */
  openNotifications: 20,
} as const;

/** The tag of a notification: one per note, or one per kind for a group. */
export const notifyTag = (what: number | NotifyKind) => `notes-panel-${what}`;

// Direction controls (embeddings, overrides, isolates, marks) in note text would reorder what
// follows, or close our isolate early; other controls and line breaks are noise in a notification.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Text fit for a notification: controls and direction marks removed, white space collapsed, at
 * most `max` UTF-16 units (an ellipsis included; the host page counts them so, as a string's length
 * does: 90 emoji are 180), never half a character, and isolated (FSI … PDI) so an Arabic or Hebrew
 * name cannot reorder the words around it. Empty text stays empty.
 */
export function notificationText(raw: unknown, max: number): string {
  if (typeof raw !== 'string') return '';
  const clean = stripControls(raw.replace(/\s+/g, ' ')).replace(BIDI_CONTROLS, '').trim();
  if (clean === '') return '';
  // The cut falls before a pair's second half: the first half goes with it.
  let cut = max - 1;
  if (/[\uDC00-\uDFFF]/.test(clean[cut] ?? '')) cut -= 1;
  const capped = clean.length > max ? `${clean.slice(0, Math.max(1, cut)).trimEnd()}…` : clean;
  return `${FIRST_STRONG_ISOLATE}${capped}${POP_DIRECTIONAL_ISOLATE}`;
}

/**
 * The kind a note belongs to for the person's choices, from the tab its note type puts it in
 * (`filter`: the registry's `filterOf`, as the list decides it): a comment whose approve flag is off
 * awaits approval; a note of no shipped tab is an achievement when it shows a badge.
 */
export function notifyKindOf(note: Note, filter: string | null): NotifyKind {
  const blocks: readonly Block[] = note.body ?? [];
  // The note's actions are the last body block's that has any (REFERENCE §1).
  const actions = blocks.findLast((block) => block.actions)?.actions as Record<string, unknown> | undefined;
  if (filter === 'comments') return actions?.['approve-comment'] === false ? 'approval' : 'comment';
  if (filter === 'likes') return 'like';
  if (filter === 'follows') return 'follow';
  return blocks.some((block) => block.media?.some((media) => media.type === 'badge')) ? 'achievement' : 'other';
}

/** The note's headline: its subject's first block (the note's title when it has none). */
const headlineOf = (note: Note) => note.subject?.[0]?.text || note.title;

/** What the host is asked to show. */
export interface NotificationContent {
  tag: string;
  title: string;
  body: string;
  icon?: string | undefined;
  /** The note a click opens; null for a group (the click opens the list). */
  noteId: number | null;
}

/** One note's notification: its headline as the title, its excerpt as the body, the actor's avatar. */
export function singleNotification(note: Note): NotificationContent {
  return {
    tag: notifyTag(note.id),
    title: notificationText(headlineOf(note), NOTIFY_LIMITS.titleChars),
    body: notificationText(note.subject?.[1]?.text, NOTIFY_LIMITS.bodyChars),
    icon: platformIcon(note.icon),
    noteId: note.id,
  };
}

/** A burst's notification: "`count` new notifications" (already translated) naming the latest note. */
export function groupNotification(kind: NotifyKind, title: string, latest: Note): NotificationContent {
  return {
    tag: notifyTag(kind),
    title: notificationText(title, NOTIFY_LIMITS.titleChars),
    body: notificationText(headlineOf(latest), NOTIFY_LIMITS.bodyChars),
    icon: platformIcon(latest.icon),
    noteId: null,
  };
}
