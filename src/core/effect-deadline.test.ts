// An effect's promise that never settles (a plugin's, say) has a deadline: past it, it fails as any
// effect does, logged and named, and whatever waits for the effects (the CLI, a test) goes on.
import { expect, it } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { EFFECT_DEADLINE_MS } from './effects.ts';
import { defineAction } from './plugin.ts';

const stuck = defineAction({
  name: 'stuck',
  label: 'Stuck',
  perform: () => [],
  effects: { 'note/selected': () => new Promise<void>(() => {}) },
});

it('fails a stuck effect at its deadline, with a message naming it, and idle() resolves', async () => {
  const { core, clock, logger } = testCore({ notes: makeNotes(2), open: true, plugins: [stuck] });
  core.append({ type: 'note/selected', id: 1 });
  let idle = false;
  void core.effects.idle().then(() => (idle = true));
  await clock.advanceAsync(EFFECT_DEADLINE_MS - 1);
  expect(idle).toBe(false);
  await clock.advanceAsync(1);
  await core.effects.idle();
  expect(logger.entries.find((entry) => entry.level === 'error')?.message).toBe(`effect for note/selected failed: the effect for note/selected had no answer within ${EFFECT_DEADLINE_MS / 1000} s`);
  expect(core.exportLog()).toContain('"effect/failed"');
});
