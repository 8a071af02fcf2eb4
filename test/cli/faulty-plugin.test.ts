// A faulty plugin loaded as a third party's would be (`--plugin`) leaves the other notes usable and
// names itself: each failure skipped and logged once per slot, then the plugin switched off and the
// user told, while the shipped actions go on.
import { expect, it } from 'vitest';
import { cliPlugins, loadPluginFiles } from '../../cli/plugins.ts';
import { renderNote } from '../../cli/render.ts';
import { SWITCHED_OFF } from '../../src/core/core.ts';
import { noteView } from '../../src/core/plugin-views.ts';
import { makeNotes } from '../support/notes.ts';
import { testCore } from '../support/core.ts';

const FAULTY = 'fixtures/plugins/faulty.ts';

it('renders a note with it loaded, without its broken marks', async () => {
  const html = renderNote('fixtures/notes/comment-reply.json', { plugins: await loadPluginFiles([FAULTY]) });
  expect(html).toContain('I tried the same thing last year');
  expect(html).not.toContain('x'.repeat(201));
});

it('stepping through the notes, it is named, switched off and said to be; every note opens and the shipped actions still work', async () => {
  const { core, state, logger } = testCore({ notes: makeNotes(12), open: true, plugins: cliPlugins(await loadPluginFiles([FAULTY])) });
  for (let id = 1; id <= 12; id += 1) {
    core.append({ type: 'note/selected', id });
    expect(state().ui.selectedNoteId).toBe(id);
    noteView(core.registry, state().notes[id]!, state());
    if (id === 1) expect(core.perform('faulty', 1)).toBe(false);
  }
  await Promise.resolve();
  const errors = logger.entries.filter((entry) => entry.level === 'error').map((entry) => entry.message);
  expect(errors.every((message) => message.startsWith('plugin faulty'))).toBe(true);
  expect(errors).toContain('plugin faulty failed 10 times and was switched off');
  expect(new Set(errors).size).toBe(errors.length);
  expect(state().status).toMatchObject({ message: SWITCHED_OFF, name: 'faulty' });
  // Switched off: no Misbehave button; the shipped actions are offered and act.
  const note = state().notes[3]!;
  expect(core.registry.offeredActions(note, state()).map((action) => action.name)).not.toContain('faulty');
  expect(noteView(core.registry, note, state()).marks).toEqual([]);
  const offered = core.registry.offeredActions(note, state()).map((action) => action.name);
  expect(offered).toContain('approve');
  expect(core.perform('approve', 3)).toBe(true);
  expect(core.exportLog()).toContain('"action":"approve"');
});
