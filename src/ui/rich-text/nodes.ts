/**
 * Turns a note block ({ text, ranges, media }) into a tree of RichNodes. Pure data, no React, so
 * the rules (nesting, clipping, clamping, surrogate safety) are tested without a DOM.
 */
import type { Block, Media, Range } from '../../core/note.ts';
import { normalizeSpan, toDimension, toId, toRef } from './spans.ts';

/** A run of plain text. */
export interface RichTextRun { kind: 'text'; text: string }
/** A range rendered as an element; `type` is the range type, ids only for in-app link types. */
export interface RichElement {
  kind: 'element';
  type: string;
  url?: string;
  id?: number;
  site_id?: number;
  post_id?: number;
  children: RichNode[];
}
/** A zero-length noticon range: a glyph between characters. */
export interface RichIcon { kind: 'icon'; value: string }
/** A media entry: an image (alt from the text it covers) or an achievement badge. */
export interface RichImage { kind: 'image'; imageType: 'image' | 'badge'; url: string; alt: string; width?: number; height?: number }
/** One node of rich text. */
export type RichNode = RichTextRun | RichElement | RichIcon | RichImage;

/** Range types that open something inside the app when they carry ids. */
export const IN_APP_TYPES: ReadonlySet<string> = new Set(['user', 'post', 'comment', 'site']);
/** Formatting types whose `url`, if any, is ignored (they are never anchors). */
const FORMAT_TYPES = new Set(['b', 'strong', 'i', 'em', 'code', 'pre', 'blockquote', 'list', 'ul', 'ol', 'li', 'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'cite', 'span', 'match', 'noticon']);
/** Void elements may be zero-length: they mark a position, not a run of text. */
const VOID_TYPES = new Set(['br', 'hr']);
/** Deeper nesting renders as plain text: it is never meaningful and would only risk the stack. */
const MAX_DEPTH = 48;

interface Item {
  order: number;
  start: number;
  end: number;
  /** The end used while sweeping for containment: clipped to the enclosing range. */
  sweepEnd: number;
  range?: Range;
  media?: Media;
  id: string | null;
  /** undefined: the range has no `parent` field, so containment decides. */
  parentRef: string | null | undefined;
  parent: Item | null;
  children: Item[];
}

const rangeType = (range: Range): string => (typeof range.type === 'string' ? range.type.toLowerCase() : '');

function keepsZeroLength(range: Range): boolean {
  const type = rangeType(range);
  return (type === 'noticon' && typeof range.value === 'string' && range.value !== '') || VOID_TYPES.has(type);
}

function collectItems(block: Block, text: string): Item[] {
  const items: Item[] = [];
  const add = (start: number, end: number, fields: Partial<Item>): void => {
    items.push({ order: items.length, start, end, sweepEnd: end, id: null, parentRef: undefined, parent: null, children: [], ...fields });
  };
  for (const range of Array.isArray(block.ranges) ? block.ranges : []) {
    if (!range || typeof range !== 'object') continue;
    const span = normalizeSpan(range.indices, text);
    if (!span || (span[0] === span[1] && !keepsZeroLength(range))) continue;
    const parentRef = range.parent === undefined ? undefined : toRef(range.parent);
    add(span[0], span[1], { range, id: toRef(range.id), parentRef });
  }
  for (const media of Array.isArray(block.media) ? block.media : []) {
    if (!media || typeof media !== 'object' || typeof media.url !== 'string') continue;
    // Media without indices are avatars: they sit before the text.
    const span = media.indices === undefined ? ([0, 0] as const) : normalizeSpan(media.indices, text);
    if (span) add(span[0], span[1], { media });
  }
  return items;
}

/** Start order; at one position zero-length items come first, then the longest (the enclosing) range. */
function byPosition(a: Item, b: Item): number {
  const aZero = a.start === a.end ? 0 : 1;
  const bZero = b.start === b.end ? 0 : 1;
  return a.start - b.start || aZero - bZero || b.end - a.end || a.order - b.order;
}

/** Parents by `parent` id where given, by containment otherwise; returns the roots in order. */
function nest(items: Item[]): Item[] {
  const sorted = [...items].sort(byPosition);
  const open: Item[] = [];
  for (const item of sorted) {
    while (open.length > 0 && open[open.length - 1]!.sweepEnd <= item.start) open.pop();
    const enclosing = open[open.length - 1] ?? null;
    item.parent = enclosing;
    // A range crossing its enclosing range's end is clipped, so it never swallows later siblings.
    if (enclosing && item.sweepEnd > enclosing.sweepEnd) item.sweepEnd = enclosing.sweepEnd;
    if (item.range && item.sweepEnd > item.start) open.push(item);
  }
  const byId = new Map<string, Item>();
  for (const item of items) if (item.id !== null && !byId.has(item.id)) byId.set(item.id, item);
  for (const item of items) {
    if (item.parentRef === undefined) continue;
    const named = item.parentRef === null ? null : byId.get(item.parentRef);
    // An unknown parent id keeps the containment guess; null or a self-reference means top level.
    if (named !== undefined) item.parent = named === item ? null : named;
  }
  breakCycles(items);
  const roots: Item[] = [];
  for (const item of sorted) (item.parent ? item.parent.children : roots).push(item);
  return roots;
}

/** Parent ids can form loops in a malformed payload; each loop is cut where it is found. O(n). */
function breakCycles(items: Item[]): void {
  const state = new Map<Item, 'walking' | 'done'>();
  for (const item of items) {
    const path: Item[] = [];
    let current: Item | null = item;
    while (current && !state.has(current)) {
      state.set(current, 'walking');
      path.push(current);
      current = current.parent;
    }
    if (current && state.get(current) === 'walking') current.parent = null;
    for (const walked of path) state.set(walked, 'done');
  }
}

function pushText(out: RichNode[], text: string): void {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last?.kind === 'text') last.text += text;
  else out.push({ kind: 'text', text });
}

interface Walk { text: string; depth: number; inLink: boolean }

/** Emits `children` over [lo, hi), filling gaps with text; overlapping siblings lose their element. */
function emitChildren(children: Item[], lo: number, hi: number, walk: Walk, out: RichNode[]): void {
  let cursor = lo;
  for (const child of children) {
    const overlapsSibling = child.start < cursor && cursor > lo;
    const start = Math.max(child.start, cursor);
    const end = Math.min(child.end, hi);
    if (end < start || (end === start && child.end > child.start)) continue;
    pushText(out, walk.text.slice(cursor, start));
    emitItem(child, start, end, overlapsSibling, walk, out);
    cursor = end;
  }
  pushText(out, walk.text.slice(cursor, hi));
}

function emitItem(item: Item, start: number, end: number, plain: boolean, walk: Walk, out: RichNode[]): void {
  const { range, media } = item;
  const { text } = walk;
  if (media) {
    if (plain) return pushText(out, text.slice(start, end));
    const image: RichImage = { kind: 'image', imageType: media.type === 'badge' ? 'badge' : 'image', url: media.url, alt: text.slice(start, end) };
    const width = toDimension(media.width);
    const height = toDimension(media.height);
    if (width !== undefined) image.width = width;
    if (height !== undefined) image.height = height;
    return void out.push(image);
  }
  if (!range) return;
  const type = rangeType(range) || (typeof range.url === 'string' ? 'link' : '');
  if (type === 'noticon' && start === end) return void out.push({ kind: 'icon', value: String(range.value) });
  const isLink = IN_APP_TYPES.has(type) || (typeof range.url === 'string' && !FORMAT_TYPES.has(type));
  const inner: Walk = { text, depth: walk.depth + 1, inLink: walk.inLink || isLink };
  if (walk.depth >= MAX_DEPTH) return pushText(out, text.slice(start, end));
  // Untyped ranges, the remainder of an overlapping sibling and links inside links add no element.
  if (plain || type === '' || (walk.inLink && isLink)) return emitChildren(item.children, start, end, inner, out);
  const element: RichElement = { kind: 'element', type, children: [] };
  if (isLink && typeof range.url === 'string') element.url = range.url;
  if (IN_APP_TYPES.has(type)) {
    const id = toId(range.id);
    const siteId = toId(range.site_id);
    const postId = toId(range.post_id);
    if (id !== undefined) element.id = id;
    if (siteId !== undefined) element.site_id = siteId;
    if (postId !== undefined) element.post_id = postId;
  }
  emitChildren(item.children, start, end, inner, element.children);
  out.push(element);
}

/** The rich-text tree of a block; never throws on malformed ranges or media. */
export function toRichNodes(block: Block | null | undefined): RichNode[] {
  if (!block || typeof block !== 'object') return [];
  const text = typeof block.text === 'string' ? block.text : '';
  const out: RichNode[] = [];
  emitChildren(nest(collectItems(block, text)), 0, text.length, { text, depth: 0, inLink: false }, out);
  return out;
}
