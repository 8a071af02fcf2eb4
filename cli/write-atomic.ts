// `--record` must never leave half a log behind: write beside the target, then rename over it.
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { InputError } from './errors.ts';

/** Writes `text` to `file` atomically (same directory, so the rename cannot cross devices). */
export function writeFileAtomic(file: string, text: string): void {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, text);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(file, null, `cannot be written (${code ?? (error as Error).message})`);
  }
}
