import { Upload, type HttpResponse, type PreviousUpload, type UploadOptions } from 'tus-js-client';

/** One running tus upload: its outcome, and a way to stop it that keeps it resumable. */
export interface TusRun {
  /** Resolves with the last response once every byte is on the server; rejects with tus's error. */
  done: Promise<HttpResponse>;
  /** Stops sending without deleting the upload on the server. */
  abort(): Promise<void>;
}

type UploadInput = ConstructorParameters<typeof Upload>[0];

function newest(previous: PreviousUpload[]): PreviousUpload | undefined {
  return [...previous].sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];
}

/**
 * Starts a tus upload, resuming the newest upload stored for the same file if there is one.
 * All protocol work (chunks, offsets, retries, resume) is tus-js-client's; this only turns its
 * callbacks into a promise, so every tus validation error reaches the caller as a rejection.
 */
export function runTusUpload(file: UploadInput, options: Omit<UploadOptions, 'onSuccess' | 'onError'>): TusRun {
  let upload: Upload | undefined;
  let stopped = false;
  const done = new Promise<HttpResponse>((resolve, reject) => {
    try {
      upload = new Upload(file, {
        ...options,
        onSuccess: ({ lastResponse }) => resolve(lastResponse),
        onError: reject,
      });
    } catch (constructionError) {
      reject(constructionError);
      return;
    }
    const current = upload;
    current
      .findPreviousUploads()
      .then((previous) => {
        const resumable = newest(previous);
        if (resumable) current.resumeFromPreviousUpload(resumable);
        if (!stopped) current.start();
      })
      .catch(reject);
  });
  return {
    done,
    abort: async () => {
      stopped = true;
      await upload?.abort(false);
    },
  };
}
