// Reading a file a megabyte at a time, for the JSON stream parser (json-source.ts). Its own module so
// the browser build of notes-panel/mock can put a whole-text reader of its embedded fixtures in its
// place (scripts/build-lib.ts): a browser has no file descriptors, Buffer or StringDecoder.
import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

const PIECE_BYTES = 1 << 20;

/** The file could not be opened or read; `cause` is the system's error (ENOENT, EISDIR…). */
export class FileReadError extends Error {
  constructor(cause: unknown) {
    super('file not readable', { cause });
    this.name = 'FileReadError';
  }
}

/** Feeds `write` the file's text a piece at a time. */
export function readPieces(file: string, write: (text: string) => void): void {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    throw new FileReadError(error);
  }
  try {
    const buffer = Buffer.allocUnsafe(PIECE_BYTES);
    // The decoder holds back a UTF-8 sequence cut by a piece's end until the next piece.
    const decoder = new StringDecoder('utf8');
    for (;;) {
      let bytes: number;
      try {
        bytes = readSync(fd, buffer, 0, PIECE_BYTES, null);
      } catch (error) {
        throw new FileReadError(error);
      }
      if (bytes === 0) break;
      write(decoder.write(buffer.subarray(0, bytes)));
    }
    write(decoder.end());
  } finally {
    closeSync(fd);
  }
}
