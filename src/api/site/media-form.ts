/** Builds the multipart fields of POST /sites/{site}/media/new the way wpcom.js does. */
import type { FormDataEntry, VideoFile } from '../types.ts';

/** A file plus attributes (`title`, `caption`, `description`, `alt`, …) sent as `attrs[i][name]`. */
export interface MediaFileWithAttrs {
  file: Blob | string;
  [attribute: string]: unknown;
}

/** What `addFiles` accepts for each file (a file with attributes may be typed by an interface). */
export type MediaFileInput = Blob | MediaFileWithAttrs | { readonly file: Blob | string } | string;

/** Browsers cannot read paths, and this client never touches the file system. */
export const PATH_MESSAGE = 'Cannot call fs functions within the browser';

function asBlob(value: Blob | string): Blob {
  if (typeof value === 'string') throw new Error(PATH_MESSAGE);
  return value;
}

function fieldText(value: unknown): string | Blob {
  if (value instanceof Blob) return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `media[]` for each file, `attrs[i][name]` for each attribute of the i-th file. */
export function buildMediaFormData(files: readonly MediaFileInput[]): FormDataEntry[] {
  const entries: FormDataEntry[] = [];
  files.forEach((input, index) => {
    if (typeof input === 'string' || input instanceof Blob) {
      entries.push(['media[]', asBlob(input)]);
      return;
    }
    for (const [name, value] of Object.entries(input) as Array<[string, unknown]>) {
      if (name !== 'file') entries.push([`attrs[${index}][${name}]`, fieldText(value)]);
    }
    entries.push(['media[]', asBlob(input.file)]);
  });
  return entries;
}

/** True for a video file the platform wants through VideoPress. */
export function isVideoPressFile(input: MediaFileInput): input is VideoFile {
  return (
    input instanceof Blob &&
    Boolean((input as VideoFile).canUseVideoPress) &&
    typeof input.type === 'string' &&
    input.type.startsWith('video/')
  );
}

/** Body of POST media/new with `media_urls` and, for object entries, `attrs[i]`. */
export function buildMediaUrlsBody(media: ReadonlyArray<string | { url: string; [attribute: string]: unknown }>): {
  media_urls: string[];
  attrs?: Array<Record<string, unknown> | undefined>;
} {
  const body: { media_urls: string[]; attrs?: Array<Record<string, unknown> | undefined> } = { media_urls: [] };
  media.forEach((item, index) => {
    if (typeof item === 'string') {
      body.media_urls.push(item);
      return;
    }
    const { url, ...attributes } = item;
    body.attrs ??= [];
    body.attrs[index] = attributes;
    body.media_urls.push(url);
  });
  return body;
}
