import type { VideoFile } from './types.ts';

/** True for a file the caller flagged canUseVideoPress whose MIME type is video/*. */
export function canUploadToVideoPress(file: unknown): file is VideoFile {
  if (file === null || typeof file !== 'object') return false;
  const { canUseVideoPress, type } = file as Partial<VideoFile>;
  return canUseVideoPress === true && typeof type === 'string' && type.startsWith('video/');
}

function describe(file: unknown): string {
  if (file !== null && typeof file === 'object' && typeof (file as { name?: unknown }).name === 'string') {
    return `"${(file as { name: string }).name}"`;
  }
  return typeof file === 'object' ? String(file) : typeof file;
}

/**
 * Checks the files before any request is made; the message names the first offending file.
 * tus-js-client checks the rest (endpoint, retryDelays, sizes) when the upload starts.
 */
export function validateVideoFiles(files: unknown): asserts files is VideoFile[] {
  if (!Array.isArray(files) || files.length === 0) {
    throw new Error('videopress: no file to upload was provided');
  }
  for (const file of files) {
    if (typeof file === 'string') {
      throw new Error(
        typeof window === 'undefined'
          ? `videopress: a file path ("${file}") is not a video file; pass fs.createReadStream(path) with name, type, size and canUseVideoPress`
          : `videopress: a file path ("${file}") cannot be uploaded in the browser; pass a File or Blob`,
      );
    }
    if (!canUploadToVideoPress(file)) {
      throw new Error(`videopress: ${describe(file)} is not a video/* file flagged canUseVideoPress`);
    }
  }
}

/** Size in bytes of one video, from its own `size`, a Buffer's length, or nothing. */
export function sizeOf(file: VideoFile): number | undefined {
  const declared = (file as { size?: unknown }).size;
  if (typeof declared === 'number' && Number.isFinite(declared)) return declared;
  if (file instanceof Uint8Array) return file.byteLength;
  return undefined;
}
