// `npm start`: the local mock platform, then the Vite dev server with the demo pages.
import { readFileSync } from 'node:fs';
import { createServer } from 'vite';
import { SAMPLE_NOTES_FILE } from '../mock/load.ts';
import { startMockPlatform } from '../mock/server.ts';

/** The sample notes are years old: spread them over the last weeks so every time group shows. */
function recentSample(): unknown {
  const sample = JSON.parse(readFileSync(SAMPLE_NOTES_FILE, 'utf8')) as { notes: { timestamp: string }[] };
  const hour = 3_600_000;
  const notes = sample.notes.map((note, index) => ({ ...note, timestamp: new Date(Date.now() - (index * index * 2 + 1) * hour).toISOString() }));
  return { ...sample, last_seen_time: Math.floor((Date.now() - 30 * hour) / 1000), notes };
}

const port = Number(process.env.PORT ?? 5173);
const mock = await startMockPlatform({
  notes: process.env.NOTES_FILE ?? recentSample(),
  port: Number(process.env.MOCK_PORT ?? 0),
  generateEverySeconds: Number(process.env.NOTE_EVERY_SECONDS ?? 30),
});
// Vite hands VITE_* variables to the pages.
process.env.VITE_MOCK_API = mock.url;
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
