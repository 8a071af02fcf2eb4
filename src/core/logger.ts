/** Where the core reports what it dropped or survived. */
export interface Logger {
  debug(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** Logs to the console with a recognisable prefix. */
export function createConsoleLogger(prefix = '[notes]', options: { debug?: boolean } = {}): Logger {
  return {
    // Off, debug lines cost nothing: the iframe in production says only warnings and errors.
    debug: options.debug === false ? () => undefined : (message, detail) => console.debug(prefix, message, ...(detail === undefined ? [] : [detail])),
    warn: (message, detail) => console.warn(prefix, message, ...(detail === undefined ? [] : [detail])),
    error: (message, detail) => console.error(prefix, message, ...(detail === undefined ? [] : [detail])),
  };
}

/** A logger that keeps what it is told, for tests and the CLI. */
export function createMemoryLogger(): Logger & { entries: { level: string; message: string; detail?: unknown }[] } {
  const entries: { level: string; message: string; detail?: unknown }[] = [];
  return {
    entries,
    debug: (message, detail) => entries.push({ level: 'debug', message, detail }),
    warn: (message, detail) => entries.push({ level: 'warn', message, detail }),
    error: (message, detail) => entries.push({ level: 'error', message, detail }),
  };
}

/** The message of anything thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
