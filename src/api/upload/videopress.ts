import { defaultOptions, type HttpResponse, type UploadOptions } from 'tus-js-client';
import { requestKeyToken, requestUploadToken } from './jwt.ts';
import { withMethodOverride } from './method-override.ts';
import { createTokenKeeper, type TokenKeeper } from './tokens.ts';
import { runTusUpload } from './tus-run.ts';
import type { VideoFile, VideoUploadArgs, VideoUploadResult } from './types.ts';
import { sizeOf, validateVideoFiles } from './validate.ts';

/** Base of the VideoPress tus endpoint; the site id and a slash follow. */
export const VIDEO_UPLOADS_ENDPOINT = 'https://public-api.wordpress.com/rest/v1.1/video-uploads/';
/** Bytes per PATCH request. */
export const VIDEO_CHUNK_SIZE = 10_000_000;
/** Waits before each retry of a failed request, in ms. */
export const VIDEO_RETRY_DELAYS: readonly number[] = [0, 1000, 3000, 5000, 10000];

function resultFrom(response: HttpResponse): VideoUploadResult | undefined {
  if (response.getStatus() >= 400) return undefined;
  const guid = response.getHeader('x-videopress-upload-guid');
  const mediaId = Number(response.getHeader('x-videopress-upload-media-id'));
  const src = response.getHeader('x-videopress-upload-src-url');
  return guid && src && Number.isFinite(mediaId) && mediaId > 0 ? { mediaId, guid, src } : undefined;
}

function abortError(): Error {
  const error = new Error('videopress: the upload was aborted; it can be resumed');
  error.name = 'AbortError';
  return error;
}

interface FileUploadContext {
  args: VideoUploadArgs;
  tokens: TokenKeeper;
  reportProgress: (bytesSent: number) => void;
}

async function uploadOne(file: VideoFile, context: FileUploadContext): Promise<VideoUploadResult> {
  const { args, tokens } = context;
  let seen: VideoUploadResult | undefined;
  const isBytes = file instanceof Uint8Array || (typeof Blob !== 'undefined' && file instanceof Blob);
  const options: Omit<UploadOptions, 'onSuccess' | 'onError'> = {
    // The site id URL-encoded, as wpcom.js sends it (`example.com::blog` → `example.com%3A%3Ablog`).
    endpoint: `${args.fetchEndpoint ?? VIDEO_UPLOADS_ENDPOINT}${encodeURIComponent(String(args.siteId))}/`,
    chunkSize: args.chunkSize ?? VIDEO_CHUNK_SIZE,
    retryDelays: args.retryDelays === undefined ? [...VIDEO_RETRY_DELAYS] : args.retryDelays,
    metadata: { filename: file.name ?? 'video', filetype: file.type },
    removeFingerprintOnSuccess: true,
    httpStack: withMethodOverride(defaultOptions.httpStack),
    onProgress: (bytesSent) => context.reportProgress(bytesSent),
    onBeforeRequest: (request) => tokens.beforeRequest(request),
    onAfterResponse: (_request, response) => {
      tokens.afterResponse(response);
      seen = resultFrom(response) ?? seen;
    },
    // A stream cannot tell its size: tus needs it from the caller.
    ...(isBytes ? {} : { uploadSize: (file as { size?: number }).size }),
    ...(args.urlStorage ? { urlStorage: args.urlStorage } : {}),
  };
  const run = runTusUpload(file, options);
  let onAbort = (): void => undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => {
      run.abort().catch((abortFailure: unknown) => console.warn('[videopress] stopping the upload failed', abortFailure));
      reject(abortError());
    };
  });
  args.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const lastResponse = await Promise.race([run.done, aborted]);
    const result = resultFrom(lastResponse) ?? seen;
    if (!result) {
      throw new Error(
        `videopress: "${file.name ?? 'video'}" was uploaded but no response carried x-videopress-upload-guid, -media-id and -src-url`,
      );
    }
    return result;
  } finally {
    args.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Uploads videos to VideoPress one after another: an upload JWT from the API, then a resumable
 * tus upload per file. Resolves with `{ mediaId, guid, src }` per file, in order; rejects on the
 * first failure (JWT call, validation, upload) or on abort.
 */
export async function uploadVideo(args: VideoUploadArgs): Promise<VideoUploadResult[]> {
  validateVideoFiles(args.files);
  if (args.signal?.aborted) throw abortError();
  const uploadToken = await requestUploadToken(args.wpcom, args.siteId);
  const tokens = createTokenKeeper({
    uploadToken,
    fetchKeyToken: (key) => requestKeyToken(args.wpcom, args.siteId, key),
    endpoint: args.fetchEndpoint ?? VIDEO_UPLOADS_ENDPOINT,
  });
  const sizes = args.files.map((file) => sizeOf(file) ?? 0);
  const bytesTotal = sizes.reduce((sum, size) => sum + size, 0);
  const results: VideoUploadResult[] = [];
  let bytesDone = 0;
  for (const [index, file] of args.files.entries()) {
    if (args.signal?.aborted) throw abortError();
    const reportProgress = (bytesSent: number): void => args.onProgress?.(bytesDone + bytesSent, bytesTotal);
    results.push(await uploadOne(file, { args, tokens, reportProgress }));
    bytesDone += sizes[index] ?? 0;
  }
  return results;
}
