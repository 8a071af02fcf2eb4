export { uploadVideo, VIDEO_CHUNK_SIZE, VIDEO_RETRY_DELAYS, VIDEO_UPLOADS_ENDPOINT } from './videopress.ts';
export { canUploadToVideoPress } from './validate.ts';
export { runTusUpload, type TusRun } from './tus-run.ts';
export type {
  JwtRequestParams,
  VideoFile,
  VideoFileFacts,
  VideoUploadArgs,
  VideoUploader,
  VideoUploadResult,
  WpcomPoster,
} from './types.ts';
