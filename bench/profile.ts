// `BENCH_PROFILE=open|keys npm run bench`: CPU profiles of that phase alone (node:inspector), one
// .cpuprofile per run in BENCH_PROFILE_DIR (default ./bench-profiles), for Chrome DevTools or speedscope.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

const phase = process.env.BENCH_PROFILE;
const dir = process.env.BENCH_PROFILE_DIR ?? '.bench/profiles';
let session: Session | null = null;
let written = 0;

/** Runs `task`, profiled when BENCH_PROFILE names `name`. */
export async function profiled<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (phase !== name) return task();
  if (!session) {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    mkdirSync(dir, { recursive: true });
  }
  await session.post('Profiler.start');
  try {
    return await task();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(dir, `${name}-${++written}.cpuprofile`), JSON.stringify(profile));
  }
}
