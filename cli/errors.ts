/** A problem with the user's input: printed as one line, exit code 2, nothing written. */
export class InputError extends Error {
  constructor(readonly file: string, readonly line: number | null, readonly problem: string) {
    super(`${file}${line === null ? '' : `:${line}`}: ${problem}`);
    this.name = 'InputError';
  }
}
