/**
 * What an avatar shows when its image is missing or fails (offline, blocked by the host's policy):
 * the person's or site's initials on a colour chosen from their id, the same on every load.
 */
import { boundedCache } from './bounded-cache.ts';

/** Colours dark enough for white initials (contrast ≥ 4.5:1), in light and dark themes alike. */
const COLOURS = ['#3858e9', '#b32d2e', '#00754a', '#7a3db8', '#a34400', '#006a8e', '#8c1e5c', '#4f5b66'] as const;

/** FNV-1a: a small stable hash, so a seed always picks the same colour. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The fallback's background for a user or site id (or a name when there is no id). */
export function avatarColour(seed: string): string {
  return COLOURS[hash(seed) % COLOURS.length]!;
}

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The first user-perceived character, so an emoji or an accented letter is never cut in half. */
function firstGrapheme(word: string): string {
  if (segmenter) {
    for (const { segment } of segmenter.segment(word)) return segment;
    return '';
  }
  return Array.from(word)[0] ?? '';
}

/** One or two initials: first and last word of a name ("Ana Wójcik" → "AW", "trailrunner59" → "T"). */
export function initialsOf(name: string): string {
  // Splitting into graphemes is slow, and the same people come back row after row while scrolling.
  return initials.get(name, () => initialsOfWords(name));
}

const initials = boundedCache<string>(500);

function initialsOfWords(name: string): string {
  const words = name.trim().replace(/^@/, '').split(/\s+/).filter((word) => /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(word));
  if (words.length === 0) return '?';
  const first = firstGrapheme(words[0]!);
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1]!) : '';
  return (first + last).toLocaleUpperCase();
}

/**
 * A sharp source for a high-density screen: gravatar and the platform's image service take the
 * size in the address (`s=` or `w=`), so ask for twice the shown size. Other images are left alone.
 */
export function avatarSources(url: string, size: number): AvatarSources {
  // Rows are drawn again and again (each key step, each scroll): the last few hundred are kept.
  return sources.get(`${size} ${url}`, () => sizedSources(url, size));
}

/** What an avatar's img takes. */
export interface AvatarSources {
  src: string;
  srcSet?: string;
}

const sources = boundedCache<AvatarSources>(500);

function sizedSources(url: string, size: number): AvatarSources {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { src: url };
  }
  const key = ['s', 'w'].find((name) => parsed.searchParams.has(name));
  if (!key || !/(^|\.)(gravatar\.com|wp\.com)$/.test(parsed.hostname)) return { src: url };
  const sized = (pixels: number) => {
    parsed.searchParams.set(key, String(pixels));
    return parsed.href;
  };
  return { src: sized(size), srcSet: `${sized(size * 2)} 2x` };
}
