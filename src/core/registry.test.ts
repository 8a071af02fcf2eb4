import { describe, expect, it } from 'vitest';
import { noteFlags } from './blocks.ts';
import { defineAction, defineNoteType } from './plugin.ts';
import { createFaults } from './faults.ts';
import { createRegistry, PluginError } from './registry.ts';
import { blockKinds, noteView, rowSummary } from './plugin-views.ts';
import { initialState } from './state.ts';
import { makeNote } from '../../test/support/notes.ts';

const noop = () => [];
const action = (name: string, extra: Partial<Parameters<typeof defineAction>[0]> = {}) =>
  defineAction({ name, label: name, perform: noop, ...extra });

describe('registry refuses bad plugins', () => {
  it('two actions with one name', () => {
    expect(() => createRegistry([action('like'), action('like')])).toThrow(new PluginError('Two actions are named like'));
  });

  it('two actions claiming one key in one scope', () => {
    const spam = action('spam', { shortcut: { key: 's', description: 'Spam', scope: 'detail' } });
    const star = action('star', { shortcut: { key: 'S', description: 'Star', scope: 'detail' } });
    expect(() => createRegistry([spam, star])).toThrow('action star claims the key "S" in scope detail, already claimed by action spam in scope detail');
  });

  it('a plugin key that collides with a core navigation key', () => {
    const jump = action('jump', { shortcut: { key: 'j', description: 'Jump', scope: 'detail' } });
    expect(() => createRegistry([jump])).toThrow(/already claimed by core next-note in scope panel/);
  });

  it('allows one key in two scopes that are never live together', () => {
    const like = action('like', { shortcut: { key: 'l', description: 'Like', scope: 'detail' } });
    expect(() => createRegistry([like])).not.toThrow();
  });

  it("a name the core's events start with, naming the plugin: its facts would pass for core events", () => {
    expect(() => createRegistry([action('notes')])).toThrow(new PluginError("Plugin notes takes a name the core's events start with (notes/…): its facts would share their keys"));
    expect(() => createRegistry([action('undo')])).toThrow(/^Plugin undo takes a name the core's events start with/);
    expect(() => createRegistry([defineNoteType({ name: 'note', matches: () => false, header: () => 'subject' })])).toThrow(/^Plugin note takes a name/);
    expect(() => createRegistry([action('notes-extra')])).not.toThrow();
  });

  it('malformed declarations', () => {
    expect(() => createRegistry([{ name: 'x' } as never])).toThrow(/no kind/);
    expect(() => createRegistry([action('Bad Name')])).toThrow(/lower-case/);
    expect(() => createRegistry([defineNoteType({ name: 'odd' } as never)])).toThrow(/needs matches\(\) and header\(\)/);
    expect(() => createRegistry([action('edit', { shortcut: { key: '', description: 'Edit', scope: 'detail' } })])).toThrow(/without key/);
  });
});

describe('a note type\'s badge', () => {
  const noteType = (badge: string) => defineNoteType({ name: 'launch', matches: () => true, header: () => 'subject', badge });

  it('refuses a name that is not one of the panel\'s icons, naming the plugin and the badge, instead of drawing the bell', () => {
    expect(() => createRegistry([noteType('rocket')])).toThrow(PluginError);
    expect(() => createRegistry([noteType('rocket')])).toThrow(/^Note type launch has the badge "rocket": it must be one of the panel's icon names \(comment, reply, like, .*\)$/);
    expect(() => createRegistry([noteType('toString')])).toThrow(/badge "toString"/);
  });

  it('registers a known name, and a note type without one', () => {
    expect(createRegistry([noteType('achievement')]).noteTypes[0]?.badge).toBe('achievement');
    expect(() => createRegistry([defineNoteType({ name: 'plain', matches: () => true, header: () => 'subject' })])).not.toThrow();
  });
});

describe('what a note offers', () => {
  it('flags come from the last body block with actions, follows from user blocks', () => {
    const note = makeNote({
      body: [
        { text: 'Ann', type: 'user', meta: { ids: { user: 1, site: 10 } }, actions: { follow: true } },
        { text: 'first', type: 'comment', actions: { 'like-comment': false } },
        { text: 'second', type: 'comment', actions: { 'approve-comment': true, 'edit-comment': true }, edit_comment_link: 'https://x.example/edit' },
        { text: 'no actions here' },
      ],
    });
    const flags = noteFlags(note);
    expect(flags.actions).toEqual({ 'approve-comment': true, 'edit-comment': true });
    expect(flags.editCommentLink).toBe('https://x.example/edit');
    expect(flags.follows).toEqual([{ userId: 1, siteId: 10, following: true }]);
    const registry = createRegistry([
      action('approve', { flag: 'approve-comment' }),
      action('like', { flag: 'like-comment' }),
      action('follow', { flag: 'follow' }),
      action('mark-read', { predicate: ({ note: n }) => n.read !== 1 }),
    ]);
    expect(registry.offeredActions(note, initialState()).map((a) => a.name)).toEqual(['approve', 'follow', 'mark-read']);
  });

  it('survives notes with odd shapes', () => {
    const registry = createRegistry([action('approve', { flag: 'approve-comment' })]);
    const odd = { id: 1, type: 'x', timestamp: 'not a date', body: [null, { actions: 'nope' }] } as never;
    expect(registry.offeredActions(odd, initialState())).toEqual([]);
  });

  it('picks the highest-priority matching note type, and the generic one otherwise', () => {
    const registry = createRegistry([
      defineNoteType({ name: 'comment', matches: (n) => n.type === 'comment', header: () => 'user' }),
      defineNoteType({ name: 'reply', priority: 5, matches: (n) => n.type === 'comment' && n.meta?.ids?.parent_comment !== undefined, header: () => 'user' }),
      defineNoteType({ name: 'throws', matches: () => { throw new Error('bad matcher'); }, header: () => 'subject' }),
    ]);
    expect(registry.noteTypeFor(makeNote({ type: 'comment' })).name).toBe('comment');
    expect(registry.noteTypeFor(makeNote({ type: 'comment', meta: { ids: { parent_comment: 3 } } })).name).toBe('reply');
    expect(registry.noteTypeFor(makeNote({ type: 'brand_new_type' })).name).toBe('generic');
  });

  it('generates the shortcuts help from core bindings and plugins', () => {
    const registry = createRegistry([action('approve', { shortcut: { key: 'a', description: 'Approve comment', scope: 'detail' } })]);
    expect(registry.help).toContainEqual({ keys: ['j', 'ArrowDown'], description: 'Next notification', scope: 'panel', source: 'core' });
    expect(registry.help).toContainEqual({ keys: ['a'], description: 'Approve comment', scope: 'detail', source: 'approve' });
  });
});

describe('shared keys', () => {
  it('lets actions of one group share a key; the first the note offers runs', async () => {
    const { testCore } = await import('../../test/support/core.ts');
    const edit = action('edit', { flag: 'edit-comment', shortcut: { key: 'e', description: 'Edit comment', scope: 'detail', group: 'edit' } });
    const answer = action('answer-prompt', {
      flag: 'answer-prompt',
      shortcut: { key: 'e', description: 'Answer the prompt', scope: 'detail', group: 'edit' },
      perform: ({ note }) => [{ type: 'plugin/recorded', plugin: 'answer-prompt', name: 'answered', id: note.id }],
    });
    const prompt = makeNote({ id: 1, type: 'blogging_prompts_note', body: [{ text: 'Prompt', actions: { 'answer-prompt': 'https://x.example/new' } }] });
    const { core } = testCore({ plugins: [edit, answer], notes: [prompt], open: true });
    core.append({ type: 'note/selected', id: 1 });
    expect(core.handleKey({ key: 'e' })).toEqual({ handled: true, by: 'answer-prompt' });
    // One line each, so each description is translated on its own.
    expect(core.registry.help.filter((entry) => entry.keys.includes('e'))).toEqual([
      { keys: ['e'], description: 'Edit comment', scope: 'detail', source: 'edit' },
      { keys: ['e'], description: 'Answer the prompt', scope: 'detail', source: 'answer-prompt' },
    ]);
  });

  it('still refuses a second claim outside the group', () => {
    const edit = action('edit', { shortcut: { key: 'e', description: 'Edit', scope: 'detail', group: 'edit' } });
    const other = action('embed', { shortcut: { key: 'e', description: 'Embed', scope: 'detail' } });
    expect(() => createRegistry([edit, other])).toThrow(/already claimed by action edit/);
  });
});

describe('every shortcut scope the registry accepts works', () => {
  it("refuses an action's key in the undo or selection scope, naming the plugin", () => {
    expect(() => createRegistry([action('star', { shortcut: { key: 'g', description: 'Star', scope: 'undo' } })])).toThrow(
      new PluginError('Action star: shortcut scope undo is not list, detail or panel'),
    );
    expect(() => createRegistry([action('star', { shortcut: { key: 'g', description: 'Star', scope: 'selection' } })])).toThrow(/Action star: shortcut scope selection is not/);
  });

  it("runs a 'list' key on the row that has keyboard focus, and not while a note is open", async () => {
    const { testCore } = await import('../../test/support/core.ts');
    const star = action('star', { shortcut: { key: 'g', description: 'Star', scope: 'list' }, perform: ({ note }) => [{ type: 'note/markedRead', ids: [note.id] }] });
    const { core, state } = testCore({ plugins: [star], open: true, notes: [makeNote({ id: 1 }), makeNote({ id: 2 })] });
    expect(core.handleKey({ key: 'g', focusedNoteId: 2 })).toEqual({ handled: true, by: 'star' });
    expect(core.handleKey({ key: 'g' })).toEqual({ handled: false, reason: 'not-applicable' });
    expect(state().reads).toEqual({ 2: true });
    core.append({ type: 'note/selected', id: 1 });
    expect(core.handleKey({ key: 'g', focusedNoteId: 2 })).toEqual({ handled: false, reason: 'unbound' });
  });
});

describe('view slots', () => {
  it('skip a mark or a link of the wrong type or size, or a summary of the wrong type, reporting the plugin and the slot once', () => {
    const reported: string[] = [];
    const huge = 'x'.repeat(1_000_000);
    const loud = action('loud', { view: { rowMark: () => ({ text: huge }), headerMark: () => ({ text: 'Ok', label: { not: 'text' } as never }), detailLink: () => ({ text: 'Go', url: 42 as never }) } });
    const quiet = action('quiet', { view: { rowMark: () => ({ text: 'Pinned' }) } });
    const odd = defineNoteType({ name: 'odd', matches: () => true, header: () => 'subject', summary: () => ({ text: 7 as never }) });
    const long = defineNoteType({ name: 'long', priority: 1, matches: (note) => note.id === 2, header: () => 'subject', summary: () => ({ text: huge }) });
    const registry = createRegistry([loud, quiet, odd, long], { faults: createFaults({ error: (message: string) => reported.push(message) }) });
    const state = initialState();
    for (let round = 0; round < 2; round += 1) {
      expect(noteView(registry, makeNote({ id: 1 }), state)).toEqual({ classes: [], marks: [{ text: 'Pinned' }], links: [], headerMarks: [] });
      expect(rowSummary(registry, makeNote({ id: 1 }))).toBeNull();
      // A long summary is the note's own text: kept, and the row draws its start.
      expect(rowSummary(registry, makeNote({ id: 2 }))?.text).toHaveLength(1_000_000);
    }
    expect(reported).toEqual([
      'plugin loud: its rowMark failed and was skipped: answered a string of 1000000 characters (at most 200)',
      'plugin loud: its detailLink failed and was skipped: answered a number',
      'plugin loud: its headerMark failed and was skipped: answered a object',
      'plugin odd: its summary failed and was skipped: answered a number',
    ]);
  });

  it('draw a tone the panel knows as its class, and ignore any other answer', () => {
    const attention = action('flagged', { view: { noteTone: () => 'attention' } });
    const odd = action('odd', { view: { noteTone: () => 'loud' as never } });
    const reported: string[] = [];
    const registry = createRegistry([attention, odd], { faults: createFaults({ error: (message: string) => reported.push(message) }) });
    expect(noteView(registry, makeNote({ id: 1 }), initialState()).classes).toEqual(['is-attention']);
    expect(reported).toEqual(["plugin odd: its noteTone failed and was skipped: answered no tone of the panel's (attention)"]);
  });

  it('skip a hook that throws and report it once, drawing the rest', () => {
    const reported: string[] = [];
    const broken = action('broken', { view: { rowMark: () => { throw new Error('boom'); }, noteClass: () => 'is-broken-plugin' } });
    const registry = createRegistry([broken], { faults: createFaults({ error: (message: string) => reported.push(message) }) });
    const note = makeNote({ id: 1 });
    const state = initialState();
    expect(noteView(registry, note, state)).toEqual({ classes: ['is-broken-plugin'], marks: [], links: [], headerMarks: [] });
    noteView(registry, note, state);
    expect(reported).toEqual(['plugin broken: its rowMark failed and was skipped: boom']);
  });

  it("fall back to the data's own block kinds when a note type's classifier throws or answers an unknown kind", () => {
    const odd = defineNoteType({ name: 'odd', matches: () => true, header: () => 'subject', classifyBlock: (_note, block) => (block.text === 'Ada' ? ('banner' as never) : (() => { throw new Error('no'); })()) });
    const reported: string[] = [];
    const registry = createRegistry([odd], { faults: createFaults({ error: (message: string) => reported.push(message) }) });
    const note = makeNote({ id: 1 });
    expect(blockKinds(registry, note, note.body!)).toEqual(['user', 'comment']);
    // Logged, naming the plugin (the guide says so), once for its slot: the throw after it is counted, not said again.
    expect(reported).toEqual(['plugin odd: its classifyBlock failed and was skipped: answered no block kind: "banner"']);
  });

  it('refuse two actions declaring texts for one undo kind', () => {
    const texts = { pin: { done: ['Pinned', '%d pinned'] as const, undone: ['Unpinned', '%d unpinned'] as const } };
    expect(() => createRegistry([action('pin', { undoTexts: texts }), action('tack', { undoTexts: texts })])).toThrow(/Action tack: undo texts for pin already declared by pin/);
  });
});
