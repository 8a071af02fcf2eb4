// `npm start`: the local mock platform, then the Vite dev server with the demo pages.
import { readFileSync } from 'node:fs';
import { createServer } from 'vite';
import { SAMPLE_NOTES_FILE } from '../mock/load.ts';
import { startMockPlatform } from '../mock/server.ts';

/**
 * The sample notes are years old: spread them over the weeks before `now` so every time group
 * shows. `SAMPLE_NOW` (an ISO time) fixes that moment, so the screenshot tests see the same notes
 * at the same ages whatever the day.
 */
function recentSample(now: number): unknown {
  const sample = JSON.parse(readFileSync(SAMPLE_NOTES_FILE, 'utf8')) as { notes: { timestamp: string }[] };
  const hour = 3_600_000;
  const notes = sample.notes.map((note, index) => ({ ...note, timestamp: new Date(now - (index * index * 2 + 1) * hour).toISOString() }));
  return { ...sample, last_seen_time: Math.floor((now - 30 * hour) / 1000), notes };
}

function sampleNow(): number {
  const raw = process.env.SAMPLE_NOW;
  if (raw === undefined || raw === '') return Date.now();
  const time = Date.parse(raw);
  if (Number.isNaN(time)) {
    console.error(`error: SAMPLE_NOW=${raw} is not a date and time (e.g. 2026-03-10T12:00:00Z)`);
    process.exit(2);
  }
  return time;
}

/** A whole-number setting from the environment; a bad one stops here with one line naming it. */
function envNumber(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`error: ${name}=${raw} is not a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return value;
}

const port = envNumber('PORT', 5173, 1, 65535);
const noteEverySeconds = envNumber('NOTE_EVERY_SECONDS', 30, 1, 86_400);
const mock = await startMockPlatform({
  notes: process.env.NOTES_FILE ?? recentSample(sampleNow()),
  port: envNumber('MOCK_PORT', 0, 0, 65535),
  generateEverySeconds: noteEverySeconds,
});
// Vite hands VITE_* variables to the pages.
process.env.VITE_MOCK_API = mock.url;
process.env.VITE_NOTE_EVERY_SECONDS = String(noteEverySeconds);
const server = await createServer({ server: { host: '127.0.0.1', port, strictPort: true } });
await server.listen();

console.log(`
  Notifications panel demo:  http://127.0.0.1:${port}/
  Note gallery:              http://127.0.0.1:${port}/gallery
  Panel without iframe:      http://127.0.0.1:${port}/live
  Mock platform API:         ${mock.url}  (realtime ${mock.channelUrl})
`);

const stop = async () => {
  await server.close();
  await mock.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
