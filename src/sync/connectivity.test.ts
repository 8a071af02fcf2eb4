// @vitest-environment happy-dom
// An embedder that passes no `connectivity` still gets the browser's: going offline queues an action
// instead of failing it (before, a React embedder was "always online" and only network errors queued).
import { expect, it } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { registerSync } from './index.ts';

it('follows the window going offline and back by default', () => {
  const { core, state } = testCore({ notes: makeNotes(2) });
  const sync = registerSync(core, {});
  expect(state().client.offline).toBeFalsy();
  window.dispatchEvent(new Event('offline'));
  expect(state().client.offline).toBe(true);
  window.dispatchEvent(new Event('online'));
  expect(state().client.offline).toBe(false);
  sync.dispose();
  core.dispose();
});
