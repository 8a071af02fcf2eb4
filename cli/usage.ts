// Usage errors (an unknown command or flag, a bad value, a missing argument) are bad input: one
// line and exit 2, like a bad file. Commander's default is exit 1 with pages of help, and exit 1 is
// what `run --expect` uses for "the outcome differs", so a typo in CI read as a test diff.
import { CommanderError, type Command } from 'commander';

/** Exit code of bad input, usage errors included. */
export const BAD_INPUT = 2;

/** `notes-panel run`: the command's name with its parents', for the `--help` hint. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}

/**
 * Makes `command` and its subcommands throw a CommanderError instead of exiting, and print a usage
 * error as one line ending with where help is. Call it once the tree is complete.
 */
export function oneLineUsageErrors(command: Command): Command {
  command
    .exitOverride()
    .showHelpAfterError(false)
    .configureOutput({
      outputError: (text, write) => write(`${text.trim().replace(/\s*\n\s*/g, ' ').replace(/\.$/, '')}; see ${commandPath(command)} --help\n`),
    });
  for (const sub of command.commands) oneLineUsageErrors(sub);
  return command;
}

/** The exit code for a CommanderError: 0 after --help, otherwise bad input. */
export const usageExitCode = (error: CommanderError): number => (error.exitCode === 0 ? 0 : BAD_INPUT);

/** Parses `argv` (no command at all is a usage error too); a usage error exits the process. */
export async function parseCommandLine(program: Command, argv: readonly string[]): Promise<void> {
  oneLineUsageErrors(program);
  if (argv.length <= 2) {
    const names = program.commands.map((command) => command.name()).join(', ');
    process.stderr.write(`error: no command given (${names}); see ${program.name()} --help\n`);
    process.exit(BAD_INPUT);
  }
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) process.exit(usageExitCode(error));
    throw error;
  }
}
