// The `run` command around `runFeed`: progress bar, --record, --expect and the output format.
import type { Plugin } from '../src/core/plugin.ts';
import type { PluginViews } from '../src/views.ts';
import { compareOutcomes, readOutcome } from './outcome.ts';
import { createProgress } from './progress.ts';
import { formatRun, runFeed } from './run.ts';
import { writeFileAtomic } from './write-atomic.ts';

/** Options of `run`. */
export interface RunCommandOptions {
  record?: string;
  expect?: string;
  json?: boolean;
  /** Plugins besides the shipped ones (--plugin). */
  plugins?: readonly Plugin[];
  /** View modules besides the shipped ones (--plugin). */
  views?: readonly PluginViews[];
}

/** Runs a feed for the CLI and returns the exit code: 0, or 1 when the expectation differs. */
export async function runCommand(file: string, options: RunCommandOptions, write: (text: string) => void, stderr: NodeJS.WriteStream = process.stderr): Promise<number> {
  // Read first: a missing or broken expectation should stop the run before it starts.
  const expected = options.expect === undefined ? undefined : readOutcome(options.expect);
  const progress = createProgress(stderr);
  let result;
  try {
    result = await runFeed(file, { progress: progress.update, plugins: options.plugins, views: options.views });
  } finally {
    progress.done();
  }
  if (options.record !== undefined) writeFileAtomic(options.record, result.log);
  write(options.json ? `${JSON.stringify({ feed: result.feed.file, steps: result.steps, outcome: result.outcome }, null, 2)}\n` : `${formatRun(result)}\n`);
  if (expected === undefined) return 0;
  const differences = compareOutcomes(expected, result.outcome);
  // A verdict either way: after hundreds of lines of screens, the exit code alone says nothing to a reader.
  if (!differences) {
    const { screen, apiCalls, hostMessages } = result.outcome;
    stderr.write(`${file}: the outcome matches ${options.expect} (${screen.length} screen lines, ${apiCalls.length} API calls, ${hostMessages.length} host messages)\n`);
    return 0;
  }
  stderr.write(`${file}: the outcome differs from ${options.expect}\n${differences}\n`);
  return 1;
}
