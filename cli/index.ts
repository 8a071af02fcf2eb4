#!/usr/bin/env -S npx tsx
// The harness: the panel's core, headless. `npx tsx cli/index.ts --help`.
import { Command, InvalidArgumentError } from 'commander';
import { InputError } from './errors.ts';
import { replay } from './replay.ts';
import { cliPlugins } from './plugins.ts';

function seqNumber(value: string): number {
  const seq = Number(value);
  if (!Number.isInteger(seq) || seq < 0) throw new InvalidArgumentError('a seq is a whole number');
  return seq;
}

const program = new Command()
  .name('notes-panel')
  .description("Replay recorded logs of the notifications panel's core, headlessly")
  .showHelpAfterError();

program
  .command('replay')
  .argument('<log.jsonl>', 'an event log exported from the panel')
  .description('fold a recorded event log and print what the panel would show')
  .option('--json', 'print the folded state as JSON')
  .option('--at <seq>', 'stop at the event with this seq', seqNumber)
  .option('--events', 'list the events with their times')
  .action((file: string, options: { json?: boolean; at?: number; events?: boolean }) => {
    process.stdout.write(`${replay(file, cliPlugins(), options)}\n`);
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof InputError) {
    process.stderr.write(`error: ${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
