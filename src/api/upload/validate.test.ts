import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runTusUpload } from './tus-run.ts';
import type { VideoFile } from './types.ts';
import { canUploadToVideoPress } from './validate.ts';
import { uploadVideo } from './videopress.ts';

// Nothing listens here: every case must fail before a byte is sent.
const ENDPOINT = 'http://127.0.0.1:9/rest/v1.1/video-uploads/';

function wpcom() {
  return { req: { post: vi.fn().mockResolvedValue({ upload_token: 'jwt' }) } };
}

function asVideo(file: object, facts: Partial<VideoFile> = {}): VideoFile {
  return Object.assign(file, { name: 'clip.mp4', type: 'video/mp4', size: 10, canUseVideoPress: true, ...facts }) as VideoFile;
}

const upload = (files: unknown[], extra: object = {}) =>
  uploadVideo({ wpcom: wpcom(), siteId: 1, files: files as VideoFile[], fetchEndpoint: ENDPOINT, ...extra });

afterEach(() => vi.unstubAllGlobals());

describe('canUploadToVideoPress', () => {
  it('accepts only video/* files flagged canUseVideoPress', () => {
    expect(canUploadToVideoPress(asVideo(Buffer.alloc(1)))).toBe(true);
    expect(canUploadToVideoPress(asVideo(Buffer.alloc(1), { type: 'image/png' }))).toBe(false);
    expect(canUploadToVideoPress(asVideo(Buffer.alloc(1), { canUseVideoPress: false }))).toBe(false);
    expect(canUploadToVideoPress(Object.assign(Buffer.alloc(1), { type: 'video/mp4' }))).toBe(false);
    expect(canUploadToVideoPress('clip.mp4')).toBe(false);
  });
});

describe('uploadVideo validation', () => {
  it('rejects an empty file list', async () => {
    await expect(upload([])).rejects.toThrow('videopress: no file to upload was provided');
  });

  it('rejects a file that is not a VideoPress video, naming it, before the JWT call', async () => {
    const client = wpcom();
    const picture = asVideo(Buffer.alloc(1), { name: 'cat.png', type: 'image/png' });
    await expect(uploadVideo({ wpcom: client, siteId: 1, files: [picture] })).rejects.toThrow(/"cat\.png" is not a video\/\* file/);
    expect(client.req.post).not.toHaveBeenCalled();
  });

  it('rejects a file path string, with a browser-specific message when window exists', async () => {
    await expect(upload(['/tmp/clip.mp4'])).rejects.toThrow(/fs\.createReadStream/);
    vi.stubGlobal('window', {});
    await expect(upload(['C:\\clip.mp4'])).rejects.toThrow(/cannot be uploaded in the browser/);
  });

  it('passes tus-js-client validation errors on as rejections', async () => {
    await expect(upload([asVideo(Buffer.alloc(10))], { retryDelays: 'soon' })).rejects.toThrow(
      'tus: the `retryDelays` option must either be an array or null',
    );
    await expect(upload([asVideo(Readable.from([Buffer.alloc(10)]), { size: undefined })])).rejects.toThrow(
      "tus: cannot automatically derive upload's size from input",
    );
    await expect(upload([asVideo(Readable.from([Buffer.alloc(10)]), { size: 'ten' as never })])).rejects.toThrow(
      'tus: cannot convert `uploadSize` option into a number',
    );
  });
});

describe('runTusUpload', () => {
  it('rejects what tus refuses to start: no file, no endpoint, parallel uploads with uploadSize', async () => {
    await expect(runTusUpload(null as never, { endpoint: ENDPOINT }).done).rejects.toThrow('tus: no file or stream to upload provided');
    await expect(runTusUpload(Buffer.alloc(10), {}).done).rejects.toThrow('tus: neither an endpoint or an upload URL is provided');
    await expect(runTusUpload(Buffer.alloc(10), { endpoint: ENDPOINT, parallelUploads: 2, uploadSize: 10 }).done).rejects.toThrow(
      'tus: cannot use the uploadSize option when parallelUploads is enabled',
    );
    await expect(
      runTusUpload(Buffer.alloc(10), { endpoint: ENDPOINT, parallelUploads: 2, uploadLengthDeferred: true }).done,
    ).rejects.toThrow('tus: cannot use the uploadLengthDeferred option when parallelUploads is enabled');
  });
});
