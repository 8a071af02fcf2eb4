// tus-js-client's Node build exports FileUrlStorage (a JSON file of upload URLs for resuming),
// but its type definitions do not declare it. Only Node code may import it: the browser build lacks it.
import type { PreviousUpload, UrlStorage } from 'tus-js-client';

declare module 'tus-js-client' {
  /** Node only: keeps upload URLs in a JSON file, locked while written. */
  export class FileUrlStorage implements UrlStorage {
    constructor(filePath: string);
    path: string;
    findAllUploads(): Promise<PreviousUpload[]>;
    findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]>;
    removeUpload(urlStorageKey: string): Promise<void>;
    addUpload(fingerprint: string, upload: PreviousUpload): Promise<string>;
  }
}
