// A progress bar for long runs, on stderr and only on a terminal: piped output stays plain text.
import { formatTime } from './run.ts';

/** What draws progress; `done` clears the line. */
export interface Progress {
  update(done: number, total: number, now: number): void;
  done(): void;
}

const WIDTH = 30;

/** A bar on `stream` when it is a terminal, otherwise nothing at all. */
export function createProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { update() {}, done() {} };
  let drawn = false;
  let drawnAt = 0;
  return {
    update(done, total, now) {
      // Long waits report every timer they pass: a terminal needs a few frames a second, not thousands.
      if (done < total && Date.now() - drawnAt < 50) return;
      drawnAt = Date.now();
      const filled = total === 0 ? WIDTH : Math.round((done / total) * WIDTH);
      stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${total} steps · ${formatTime(now)}`);
      drawn = true;
    },
    done() {
      // Erase the bar so what follows on the terminal starts on a clean line.
      if (drawn) stream.write('\r\x1b[2K');
    },
  };
}
