// @vitest-environment happy-dom
// View parts (issue 41): a plugin's view module draws parts of its own in the panel (a row's, the
// open note's header's, a block kind's, an action's), each inside a boundary of its plugin. Snooze's
// shipped module and the guide's milestone example (fixtures/plugins/milestone*.ts*) are drawn here;
// docs/plugins.md quotes the blocks between the `example:` markers, which the last test checks.
import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createI18n } from '@wordpress/i18n';
import { describe, expect, it } from 'vitest';
import { milestoneNoteType } from '../fixtures/plugins/milestone.ts';
import { milestoneViews } from '../fixtures/plugins/milestone-view.tsx';
import { defaultPlugins } from '../plugins/index.ts';
import { snoozed } from '../plugins/actions/snooze-state.ts';
import { defaultViews } from '../plugins/views.ts';
import { createRegistry, defineAction, defineNoteType, noteFlags, PluginError, type Plugin } from '../src/core/index.ts';
import { NotificationsPanel } from '../src/panel.tsx';
import type { PanelCore } from '../src/core/core.ts';
import { definePluginViews, type PluginViews } from '../src/views.ts';
import { testCore } from './support/core.ts';
import { makeNote, makeNotes } from './support/notes.ts';

const START = Date.parse('2026-01-01T12:00:00Z');
const milestone = makeNote({
  id: 40,
  type: 'site_milestone',
  subject: [{ text: 'Your site reached 1,000 views' }],
  body: [{ text: '1,000 of 1,000 views', meta: { ids: { views: 1000, goal: 1000 } } }],
});
const row = (id: number) => document.querySelector<HTMLElement>(`[data-note-id="${id}"]`)!;

// example:register-views
function Panel({ core }: { core: PanelCore }) {
  return <NotificationsPanel core={core} views={[...defaultViews, milestoneViews]} />;
}
// end

function setup(extra: { plugins?: readonly Plugin[]; views?: readonly PluginViews[] } = {}) {
  const harness = testCore({ start: START, plugins: [...defaultPlugins, milestoneNoteType, ...(extra.plugins ?? [])], notes: [milestone, makeNote({ id: 41 }), makeNote({ id: 42 })], open: true });
  render(extra.views ? <NotificationsPanel core={harness.core} views={extra.views} /> : <Panel core={harness.core} />);
  return harness;
}

describe('view parts', () => {
  it("Snooze's parts: a sleeping note's row in the Snoozed tab says when it wakes, and its Wake now panel wakes it as the action", () => {
    const { core, state } = setup();
    act(() => void core.append(snoozed.make(null, { ids: [41], until: START + 3_600_000 })));
    act(() => void core.append({ type: 'filter/chosen', name: 'snoozed' }));
    expect(row(41).textContent).toMatch(/Wakes 8:00\sAM/);
    fireEvent.click(row(41));
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(within(actions).getByText(/Else back at 8:00\sAM/)).toBeTruthy();
    fireEvent.click(within(actions).getByRole('button', { name: 'Wake now' }));
    // Performed through the core as the action: its fact, its undo step and its words.
    expect(state().plugins.snooze).toMatchObject({ asleep: {} });
    expect(document.querySelector('.wpnc__undo-message')?.textContent).toBe('Back in the list');
  });

  it("the milestone's own block kind is drawn by its part, and its header part in the open note", () => {
    setup();
    fireEvent.click(row(40));
    const detail = document.querySelector<HTMLElement>('.wpnc__detail')!;
    const bar = within(detail).getByRole('progressbar', { name: 'Views towards the goal' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([1000, 1000]);
    expect(within(detail.querySelector('header')!).getByRole('img', { name: 'Goal reached' })).toBeTruthy();
  });

  it('a block kind with no part is drawn as text, and the log says once which plugin lacks it', () => {
    const { logger } = setup({ views: defaultViews });
    fireEvent.click(row(40));
    expect(document.querySelector('.wpnc__detail .wpnc__body .wpnc__block.is-text')?.textContent).toBe('1,000 of 1,000 views');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Next notification' })));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Previous notification' })));
    const said = logger.entries.filter((entry) => entry.message.includes('block kind'));
    expect(said.map((entry) => entry.message)).toEqual(['plugin site-milestone: no view part draws its block kind milestone-progress; drawn as text']);
  });

  it('a part that throws leaves the rest of its row and the panel working, and the log names its plugin', () => {
    const broken = defineAction({ name: 'broken', label: 'Broken', perform: () => [] });
    const views = [...defaultViews, milestoneViews, definePluginViews({ plugin: 'broken', row: () => { throw new Error('boom'); } })];
    const { core, logger } = setup({ plugins: [broken], views });
    expect(row(41).querySelector('.wpnc__row-subject')?.textContent).toBeTruthy();
    expect(logger.entries.some((entry) => entry.message.startsWith('plugin broken: its row part failed and was skipped: boom'))).toBe(true);
    fireEvent.click(row(40));
    expect(screen.getByRole('progressbar', { name: 'Views towards the goal' })).toBeTruthy();
    expect(core.registry.faults.off.has('broken')).toBe(false);
  });

  it('a plugin whose parts keep failing is switched off: its parts are no longer drawn, the rows still are', () => {
    const broken = defineAction({ name: 'broken', label: 'Broken', perform: () => [] });
    const calls: number[] = [];
    const Throws = ({ note }: { note: { id: number } }) => {
      calls.push(note.id);
      throw new Error('boom');
    };
    const harness = testCore({ start: START, plugins: [...defaultPlugins, broken], notes: makeNotes(12), open: true });
    render(<NotificationsPanel core={harness.core} views={[definePluginViews({ plugin: 'broken', row: Throws })]} />);
    expect(harness.core.registry.faults.off.has('broken')).toBe(true);
    const drawnBefore = calls.length;
    act(() => void harness.core.append({ type: 'note/markedRead', ids: [1, 2, 3] }));
    expect(calls.length).toBe(drawnBefore);
    expect(document.querySelectorAll('.wpnc__row')).toHaveLength(12);
  });

  it('every part of the shipped and example modules has an accessible name, and every control in it one', () => {
    const { core } = testCore({ start: START, plugins: [...defaultPlugins, milestoneNoteType], notes: [milestone, makeNote({ id: 41 })] });
    core.append(snoozed.make(null, { ids: [41], until: START + 3_600_000 }));
    const state = core.state.value;
    const i18n = createI18n();
    const drawn: HTMLElement[] = [];
    const partsOf = (views: PluginViews) => [views.row, views.header, views.action, ...Object.values(views.blocks ?? {})].filter((part) => part !== undefined);
    for (const views of [...defaultViews, milestoneViews]) {
      for (const Part of partsOf(views)) {
        for (const note of [state.notes[40]!, state.notes[41]!]) {
          const props = { note, state, flags: noteFlags(note), i18n, label: 'Wake now', perform: () => {}, block: note.body![0]! };
          const { container, unmount } = render(<Part {...props} />);
          if (container.firstElementChild) drawn.push(container.firstElementChild as HTMLElement);
          for (const element of container.querySelectorAll<HTMLElement>('*')) {
            const named = element.getAttribute('aria-label') || element.textContent?.trim();
            expect(named, `${views.plugin}: ${element.outerHTML}`).toBeTruthy();
          }
          unmount();
        }
      }
    }
    // Each module drew something to check: the row's, the action's, the block's and the header's parts.
    expect(drawn.length).toBeGreaterThanOrEqual(4);
  });

  it('the registry refuses block kinds that are no new names', () => {
    const kinds = (blockKinds: unknown) => () => createRegistry([defineNoteType({ name: 'odd', matches: () => false, header: () => 'subject', blockKinds: blockKinds as string[] })]);
    expect(kinds(['post'])).toThrow(PluginError);
    expect(kinds(['Milestone'])).toThrow('Note type odd: blockKinds must be at most 16 new names of lower-case words joined by hyphens, not ["Milestone"]');
    expect(kinds(Array.from({ length: 17 }, (_, index) => `kind-${index}`))).toThrow(PluginError);
    expect(kinds(['milestone-progress'])).not.toThrow();
  });

  it('is quoted verbatim by docs/plugins.md', () => {
    const files = ['fixtures/plugins/milestone.ts', 'fixtures/plugins/milestone-view.tsx', 'plugins/actions/snooze-view.tsx', 'plugins/notes/comment-view.tsx', 'test/view-parts.test.tsx'];
    const source = files.map((file) => readFileSync(file, 'utf8')).join('');
    const doc = readFileSync('docs/plugins.md', 'utf8');
    const blocks = [...source.matchAll(/\/\/ example:([\w-]+)\n([\s\S]*?)\/\/ end\n/g)];
    expect(blocks.map((block) => block[1])).toEqual(['block-kind', 'block-part', 'header-part', 'row-part', 'action-part', 'captioned-block', 'register-views']);
    for (const [, , code] of blocks) expect(doc).toContain(code!.trim());
  });
});
