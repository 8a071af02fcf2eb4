#!/usr/bin/env -S npx tsx
// The harness: the panel's core, headless. `npx tsx cli/index.ts --help`.
// The .css hook must be registered before anything imports the UI (only `render` does, lazily).
import './css-loader.ts';
import { Command, InvalidArgumentError } from 'commander';
import { serveCommand } from '../mock/cli.ts';
import { InputError } from './errors.ts';
import { replay } from './replay.ts';
import { cliPlugins, collect, loadPluginFiles } from './plugins.ts';
import { runCommand, type RunCommandOptions } from './run-command.ts';
import { BAD_INPUT, parseCommandLine } from './usage.ts';

function wholeNumber(what: string): (value: string) => number {
  return (value) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 0) throw new InvalidArgumentError(`${what} is a whole number`);
    return number;
  };
}

const program = new Command()
  .name('notes-panel')
  .description("The notifications panel's harness: replay logs, run feeds against the mock platform, render notes, serve the mock");

program
  .command('replay')
  .argument('<log.jsonl>', 'an event log exported from the panel or written by `run --record`')
  .description('fold a recorded event log and print what the panel would show')
  .option('--json', 'print the folded state as JSON')
  .option('--at <seq>', 'stop at the event with this seq', wholeNumber('a seq'))
  .option('--events', 'list the events with their times')
  .option('--plugin <file>', 'also fold with the plugins this module exports (repeatable)', collect)
  .action(async (file: string, options: { json?: boolean; at?: number; events?: boolean; plugin?: string[] }) => {
    const extra = await loadPluginFiles(options.plugin ?? []);
    // A screen shows the view parts as the run that recorded the log did; only a screen loads React.
    const parts = options.json || options.events ? undefined : (await import('./part-text.ts')).replayParts(extra.views);
    process.stdout.write(`${replay(file, cliPlugins(extra), { ...options, parts })}\n`);
  });

program
  .command('run')
  .argument('<feed.json>', 'a feed: initial notes, a scenario and timed steps (docs/cli.md)')
  .description('play a feed against the panel and the mock platform on a virtual clock; print the screens, API calls and host messages')
  .option('--record <out.jsonl>', "write the panel's event log (replay it with `replay`)")
  .option('--expect <expected.json>', 'compare the final screen, API calls and host messages; exit 1 with a diff when they differ')
  .option('--json', 'print the run as JSON')
  .option('--plugin <file>', 'also run with the plugins this module exports (repeatable)', collect)
  .action(async (file: string, options: RunCommandOptions & { plugin?: string[] }) => {
    const plugins = await loadPluginFiles(options.plugin ?? []);
    process.exitCode = await runCommand(file, { ...options, plugins, views: plugins.views }, (text) => process.stdout.write(text));
  });

program
  .command('render')
  .argument('<note.json>', 'a note, or a list response / array of notes (see --id)')
  .description("render one note's row and detail view to HTML with React on the server")
  .option('--id <id>', 'which note of a list file (default the first)', wholeNumber('an id'))
  .option('--plugin <file>', 'also render with the plugins this module exports (repeatable)', collect)
  .action(async (file: string, options: { id?: number; plugin?: string[] }) => {
    const plugins = await loadPluginFiles(options.plugin ?? []);
    // Lazily: the UI imports .css, which only loads once css-loader.ts has registered its hook.
    const { renderNote } = await import('./render.ts');
    process.stdout.write(renderNote(file, { ...options, plugins, views: plugins.views }));
  });

program.addCommand(serveCommand());

try {
  await parseCommandLine(program, process.argv);
} catch (error) {
  // `serve` reports a bad notes or scenario file as a plain Error naming the file: bad input too.
  const serving = program.args[0] === 'serve' && error instanceof Error;
  if (error instanceof InputError || serving) {
    process.stderr.write(`error: ${(error as Error).message.split('\n')[0]}\n`);
    process.exit(BAD_INPUT);
  }
  throw error;
}
