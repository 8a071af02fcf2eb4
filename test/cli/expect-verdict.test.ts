// `run --expect` says its verdict in words, whichever way it goes: after hundreds of lines of
// screens, a reader should not have to ask the shell for the exit code.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runCommand } from '../../cli/run-command.ts';

function capture(): { stream: NodeJS.WriteStream; text: () => string } {
  let text = '';
  const stream = { isTTY: false, write: (chunk: string) => ((text += chunk), true) } as unknown as NodeJS.WriteStream;
  return { stream, text: () => text };
}

it('a matching outcome ends with a line saying it matches, and how much was compared', async () => {
  const stderr = capture();
  const code = await runCommand('fixtures/feeds/moderation.json', { expect: 'fixtures/feeds/moderation.expected.json' }, () => {}, stderr.stream);
  expect(code).toBe(0);
  expect(stderr.text()).toMatch(/^fixtures\/feeds\/moderation\.json: the outcome matches fixtures\/feeds\/moderation\.expected\.json \(\d+ screen lines, \d+ API calls, \d+ host messages\)\n$/m);
}, 60_000);

it('a differing outcome says so, with the diff, and exits 1', async () => {
  const expected = join(mkdtempSync(join(tmpdir(), 'verdict-')), 'wrong.expected.json');
  writeFileSync(expected, JSON.stringify({ screen: ['not this screen'], apiCalls: [], hostMessages: [] }));
  const stderr = capture();
  const code = await runCommand('fixtures/feeds/moderation.json', { expect: expected }, () => {}, stderr.stream);
  expect(code).toBe(1);
  expect(stderr.text()).toContain('the outcome differs from');
  expect(stderr.text()).toContain('- not this screen');
  expect(stderr.text()).not.toContain('matches');
}, 60_000);
