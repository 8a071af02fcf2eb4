/**
 * `serve`: the mock platform alone. `npx tsx mock/cli.ts serve --port 4000 --scenario api-500s`;
 * the harness CLI mounts the same command with `program.addCommand(serveCommand())`.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command, InvalidArgumentError } from 'commander';
import { BAD_INPUT, parseCommandLine } from '../cli/usage.ts';
import { startMockPlatform, type RunningMockPlatform, type StartOptions } from './server.ts';

/** Options the command takes. */
export interface ServeOptions {
  port?: number;
  notes?: string;
  scenario?: string;
  generate?: number;
}

function positiveNumber(what: string, integer: boolean): (value: string) => number {
  return (value) => {
    const number = Number(value);
    if (!Number.isFinite(number) || number < 0 || (integer && !Number.isInteger(number))) {
      throw new InvalidArgumentError(`${what} must be ${integer ? 'a whole number' : 'a number'} ≥ 0`);
    }
    return number;
  };
}

/** The lines `serve` prints once listening. */
export function describeRunning(running: RunningMockPlatform, options: ServeOptions): string[] {
  const { scenario, generator } = running.platform;
  return [
    `Mock platform on ${running.url} (API: createFetchHandler({ baseUrl: '${running.url}' }))`,
    `Realtime channel: ${running.channelUrl}`,
    `Notes: ${running.state.listNotes({ number: Infinity }).length} from ${options.notes ?? 'fixtures/notes-sample.json'}`,
    scenario ? `Scenario: ${scenario.name}: ${scenario.description}` : 'Scenario: none',
    generator ? `Generator: a new note every ${options.generate} s` : 'Generator: off',
  ];
}

/** Starts the platform for `serve` and prints where it is; resolves to the running platform. */
export async function serve(options: ServeOptions, print: (line: string) => void = console.log): Promise<RunningMockPlatform> {
  const start: StartOptions = { port: options.port ?? 0 };
  if (options.notes) start.notes = options.notes;
  if (options.scenario) start.scenario = options.scenario;
  if (options.generate) start.generateEverySeconds = options.generate;
  const running = await startMockPlatform(start);
  for (const line of describeRunning(running, options)) print(line);
  return running;
}

/** The `serve` command; it runs until SIGINT or SIGTERM. */
export function serveCommand(): Command {
  return new Command('serve')
    .description('serve the mock platform (API and realtime channel) on 127.0.0.1')
    .option('--port <port>', 'port to listen on (0: any free port)', positiveNumber('--port', true), 0)
    .option('--notes <file>', 'notes to start with: a list response or an array of notes')
    .option('--scenario <file|name>', 'fault scenario: a JSON file or a name from fixtures/scenarios')
    .option('--generate <seconds>', 'create a new note every N seconds', positiveNumber('--generate', false))
    .action(async (options: ServeOptions) => {
      const running = await serve(options);
      const stop = (): void => {
        running.close().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(`error while closing: ${(error as Error).message}`);
            process.exit(1);
          },
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}

const invokedDirectly = process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const program = new Command().name('mock').addCommand(serveCommand());
  parseCommandLine(program, process.argv).catch((error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(BAD_INPUT);
  });
}
