import { bodyArgs, isCallback, queryArgs, settle } from '../calls.ts';
import { bodyCall, postQueryCall, typed } from '../endpoint.ts';
import { sendRequest } from '../request.ts';
import type {
  BodyCall,
  FormDataEntry,
  Query,
  QueryArg,
  QueryCall,
  QueryParamKeys,
  RequestCallback,
  ResponseCallback,
  UploadedVideo,
  VideoFile,
  WpcomCore,
} from '../types.ts';
import { buildMediaFormData, buildMediaUrlsBody, isVideoPressFile, type MediaFileInput } from './media-form.ts';
import type { MediaItem, MediaNewResponse } from './responses.ts';

/** A media URL, or a URL with attributes (`title`, `caption`, …), literal or typed by an interface. */
export type MediaUrlInput = string | { readonly url: string; readonly [attribute: string]: unknown } | { readonly url: string };

/** `(query?, items, callback?)` with items single or listed. */
export interface AddMediaCall<I> {
  <R = MediaNewResponse>(items: I | readonly I[], callback: ResponseCallback<R>): unknown;
  <R = MediaNewResponse, A extends object = object>(
    query: QueryArg<A, QueryParamKeys> | null | undefined,
    items: I | readonly I[],
    callback: ResponseCallback<R>,
  ): unknown;
  <R = MediaNewResponse>(items: I | readonly I[]): Promise<R>;
  <R = MediaNewResponse, A extends object = object>(query: QueryArg<A, QueryParamKeys> | null | undefined, items: I | readonly I[]): Promise<R>;
}

/** Thrown (as a rejection) when video files arrive and no uploader was installed. */
export const NO_VIDEO_UPLOADER_MESSAGE = 'Video upload is not configured';

function reportProgress(files: readonly VideoFile[], bytesSent: number, bytesTotal: number): void {
  // wpcom.js announces VideoPress progress as a DOM event; keep that for existing listeners.
  if (typeof document === 'undefined' || typeof CustomEvent === 'undefined') return;
  const fileName = files.length === 1 ? files[0]?.name : undefined;
  const progress = bytesTotal > 0 ? (bytesSent / bytesTotal) * 100 : 0;
  document.dispatchEvent(new CustomEvent('tus-upload-progress', { detail: { fileName, progress } }));
}


/**
 * `media.edit` reads its arguments as wpcom.js does: a function or a falsy value in the body slot
 * means the first argument is the body. wpcom.js then loses the callback; here it is still called.
 */
function editArgs(args: readonly unknown[]): { query: Query; body: unknown; callback: RequestCallback | undefined } {
  const [first, second, third] = args;
  if (isCallback(second) || !second) {
    if (isCallback(first)) return { query: {}, body: null, callback: first };
    return { query: {}, body: first, callback: isCallback(second) ? second : isCallback(third) ? third : undefined };
  }
  return bodyArgs(args);
}

function fieldValue(value: unknown): string | Blob {
  return value instanceof Blob ? value : String(value);
}

/** Media of a site. */
export class Media {
  /** GET /sites/{site}/media/{id} on API version 1.2 unless the query names another. */
  readonly get: QueryCall<MediaItem>;
  /** POST /sites/{site}/media/{id}. */
  readonly update: BodyCall<MediaItem>;
  /** POST /sites/{site}/media/{id}/edit; a `media` file in the body goes as multipart. */
  readonly edit: BodyCall<MediaItem>;
  /** POST /sites/{site}/media/new with files (`media[]`, `attrs[i][name]`), VideoPress for flagged videos. */
  readonly addFiles: AddMediaCall<MediaFileInput>;
  /** POST /sites/{site}/media/new with `media_urls`. */
  readonly addUrls: AddMediaCall<MediaUrlInput>;
  /** POST /sites/{site}/media/{id}/delete. */
  readonly delete: QueryCall<MediaItem>;
  /** Alias of `delete`. */
  readonly del: QueryCall<MediaItem>;

  constructor(
    readonly _id: string | number | null | undefined,
    private readonly siteId: string,
    private readonly wpcom: WpcomCore,
  ) {
    const itemPath = (): string => `/sites/${siteId}/media/${_id}`;
    this.get = typed((...args: unknown[]) => {
      const { query, callback } = queryArgs(args);
      // wpcom.js: `query.apiVersion = query.apiVersion || '1.2'` (an empty version is 1.2 too).
      return sendRequest(wpcom, itemPath(), { ...query, apiVersion: query.apiVersion || '1.2' }, null, callback);
    });
    this.update = bodyCall(wpcom, itemPath);
    this.edit = typed((...args: unknown[]) => {
      const { query, body, callback } = editArgs(args);
      const fields = (body ?? {}) as Record<string, unknown>;
      if (!fields.media) {
        return sendRequest(wpcom, { path: `${itemPath()}/edit`, method: 'post' }, query, body, callback);
      }
      // As wpcom.js: a `media` field makes the edit multipart, the other fields `attrs[name]`.
      const formData: FormDataEntry[] = [['media', fieldValue(fields.media)]];
      for (const [name, value] of Object.entries(fields)) {
        if (name !== 'media') formData.push([`attrs[${name}]`, fieldValue(value)]);
      }
      return sendRequest(wpcom, { path: `${itemPath()}/edit`, method: 'post', formData }, query, null, callback);
    });
    this.addFiles = typed((...args: unknown[]) => {
      const { query, body, callback } = bodyArgs(args);
      const files = (Array.isArray(body) ? body : [body]) as MediaFileInput[];
      if (!files.some(isVideoPressFile)) {
        const formData = buildMediaFormData(files);
        return sendRequest(wpcom, { path: `/sites/${siteId}/media/new`, method: 'post', formData }, query, null, callback);
      }
      return settle(this.#addWithVideos(query, files), callback);
    });
    this.addUrls = typed((...args: unknown[]) => {
      const { query, body, callback } = bodyArgs(args);
      const media = (Array.isArray(body) ? body : [body]) as MediaUrlInput[];
      const payload = buildMediaUrlsBody(media);
      return sendRequest(wpcom, { path: `/sites/${siteId}/media/new`, method: 'post' }, query, payload, callback);
    });
    this.delete = postQueryCall(wpcom, () => `${itemPath()}/delete`);
    this.del = this.delete;
  }

  /** Uploads flagged videos through the installed uploader, the rest through media/new, in order. */
  async #addWithVideos(query: Query, files: readonly MediaFileInput[]): Promise<MediaNewResponse> {
    const uploader = this.wpcom.getVideoUploader();
    if (!uploader) throw new Error(NO_VIDEO_UPLOADER_MESSAGE);
    const videos = files.filter(isVideoPressFile);
    const others = files.filter((file) => !isVideoPressFile(file));
    const uploaded: UploadedVideo[] = await uploader({
      wpcom: this.wpcom as Parameters<typeof uploader>[0]['wpcom'],
      siteId: decodeURIComponent(this.siteId),
      files: videos,
      onProgress: (sent, total) => reportProgress(videos, sent, total),
    });
    const videoItems = await Promise.all(
      uploaded.map((video) => new Media(video.mediaId, this.siteId, this.wpcom).get() as Promise<MediaItem>),
    );
    const rest = others.length
      ? ((await sendRequest(
          this.wpcom,
          { path: `/sites/${this.siteId}/media/new`, method: 'post', formData: buildMediaFormData(others) },
          query,
          null,
          undefined,
        )) as MediaNewResponse)
      : { media: [] };
    const videoQueue = [...videoItems];
    const otherQueue = Array.isArray(rest.media) ? [...rest.media] : [];
    const media = files.map((file) => (isVideoPressFile(file) ? videoQueue.shift() : otherQueue.shift()));
    const result: MediaNewResponse = { media: media.filter((item): item is MediaItem => item !== undefined) };
    if (rest.errors) result.errors = rest.errors;
    return result;
  }
}
