/**
 * Starts `npm start` (scripts/start.ts) as the browser tests' server: the same command a newcomer
 * runs, so the tests cover what the demo really serves. It runs in its own process group, because
 * start.ts starts Vite, and Vite starts esbuild: killing the group stops all three.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A running demo: the page origin, the mock platform's API origin, and how to stop it. */
export interface DemoServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The mock platform API, e.g. http://127.0.0.1:41235. */
  mockUrl: string;
  /** Everything the server printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/** A port that was free a moment ago (Vite is started with strictPort, so a clash fails loudly). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Starts the demo with a note generated every `noteEverySeconds` (and `env` for scripts/start.ts,
 * e.g. SAMPLE_NOW); resolves once both URLs are printed.
 */
export async function startDemo(options: { noteEverySeconds: number; timeoutMs?: number; env?: Record<string, string> }): Promise<DemoServer> {
  const port = await freePort();
  const mockPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env, PORT: String(port), MOCK_PORT: String(mockPort), NOTE_EVERY_SECONDS: String(options.noteEverySeconds) },
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const page = /panel demo:\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(log)?.[1];
    const mock = /Mock platform API:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
    if (page && mock) return { url: page, mockUrl: mock, output: () => log, stop };
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not print its URLs (exit ${child.exitCode ?? child.signalCode ?? 'timeout'}):\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
