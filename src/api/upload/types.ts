import type { Readable } from 'node:stream';
import type { UrlStorage } from 'tus-js-client';

/** What a video to upload must say about itself, whatever holds its bytes. */
export interface VideoFileFacts {
  /** Sent as the upload's filename metadata; 'video' when missing. */
  name?: string;
  type: string;
  size: number;
  /** Set by the caller when the site may use VideoPress for this file. */
  canUseVideoPress?: boolean;
}

/** A video to upload: a File or Blob in the browser, a Buffer or Readable in Node. */
export type VideoFile = (File | Blob | Buffer | Readable) & VideoFileFacts;

/** Request params of the JWT call: wpcom.js-style, so a real client's `req.post` fits. */
export interface JwtRequestParams {
  path: string;
  apiNamespace?: string;
  key?: string;
}

/** The part of a wpcom.js client the uploader needs. */
export interface WpcomPoster {
  req: { post(params: JwtRequestParams, query?: Record<string, unknown>, body?: Record<string, unknown> | null): Promise<unknown> };
}

/** One uploaded video as the platform identifies it. */
export interface VideoUploadResult {
  mediaId: number;
  guid: string;
  src: string;
}

/** Arguments of `uploadVideo`. */
export interface VideoUploadArgs {
  wpcom: WpcomPoster;
  siteId: string | number;
  files: VideoFile[];
  /** Bytes sent over all files so far, and the total of all files. */
  onProgress?: (bytesSent: number, bytesTotal: number) => void;
  /** Base URL of the video-uploads endpoint; the URL-encoded site id and a slash are appended. */
  fetchEndpoint?: string;
  /** Where upload URLs are kept for resuming (browser default: localStorage; Node: nothing kept). */
  urlStorage?: UrlStorage;
  retryDelays?: number[] | null;
  chunkSize?: number;
  /** Aborting stops the upload without deleting it on the server, so a later call can resume it. */
  signal?: AbortSignal;
}

/** Uploads videos through VideoPress with resumable tus uploads. */
export type VideoUploader = (args: VideoUploadArgs) => Promise<VideoUploadResult[]>;
