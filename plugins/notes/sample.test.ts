// Every note type over the 20 real-shaped sample notes: which plugin takes each note, its header,
// its list excerpt and how its body blocks are classified (REFERENCE §1).
import { describe, expect, it } from 'vitest';
import { classifyBlock, createRegistry, initialState, type Note } from '../../src/core/index.ts';
import { defaultPlugins } from '../index.ts';
import { sampleNotes } from '../testing/sample.ts';
import { badgeOf } from './badge.ts';
import { promptHeader } from './blogging-prompt.ts';

const registry = createRegistry(defaultPlugins);
const notes = sampleNotes();
const byId = (id: number): Note => notes.find((note) => note.id === id)!;

// id: [plugin, header, excerpt start or null, body block kinds]
const expected: Record<number, [string, string, string | null, string]> = {
  3500000000: ['comment-like', 'subject', null, 'user user user'],
  3499999999: ['like', 'subject', null, 'user user user user'],
  3499999998: ['comment', 'user', 'I have been following your blo', 'user comment'],
  3499999997: ['comment', 'user', 'Small typo in the third paragr', 'parent-comment user comment'], // the comment it answers: its own kind (comment-view.tsx)
  3499999996: ['like', 'subject', null, 'user user user user user'],
  3499999995: ['follow', 'subject', null, 'user'],
  3499999993: ['follow', 'subject', null, 'user user user'],
  3499999987: ['badge', 'subject', null, 'text text'],
  3499999983: ['comment-like', 'subject', null, 'user user'],
  3499999981: ['blogging-prompt', 'prompt', 'What is the best advice you ha', 'text text'],
  3499999976: ['new-post', 'subject', 'A slow morning in Lisbon', 'user post'],
  3499999975: ['badge', 'subject', null, 'text text'],
  3499999973: ['new-post', 'subject', 'Getting started with remote wo', 'user post'],
  3499999964: ['badge', 'subject', null, 'text text'],
  3499999962: ['reblog', 'subject', null, 'user post'],
  3499999958: ['badge', 'subject', null, 'text text'],
  3499999957: ['reblog', 'subject', null, 'user post'],
  3499999953: ['badge', 'subject', null, 'text text'],
  3499999947: ['automattcher', 'subject', 'How long did the whole project', 'post'],
  3499999945: ['automattcher', 'subject', 'I have been following your blo', 'post'],
};

describe('note types over the sample notes', () => {
  it('covers all 20 sample notes', () => {
    expect(notes.map((note) => note.id).sort()).toEqual(Object.keys(expected).map(Number).sort());
  });

  it.each(Object.entries(expected))('note %s', (id, [name, header, excerpt, kinds]) => {
    const note = byId(Number(id));
    const type = registry.noteTypeFor(note);
    expect(type.name).toBe(name);
    expect(type.header(note)).toBe(header);
    // Without its own summary, a row shows the subject's second block (the core's default).
    const summary = type.summary ? type.summary(note) : (note.subject?.[1] ?? null);
    expect(summary?.text?.slice(0, 30) ?? null).toBe(excerpt);
    expect((note.body ?? []).map((block) => (type.classifyBlock ?? classifyBlock)(note, block)).join(' ')).toBe(kinds);
  });

  it('shows achievement badges at 256 × 256 and other notes without one', () => {
    expect(badgeOf(byId(3499999987))).toMatchObject({ type: 'badge', width: 256, height: 256, url: expect.stringContaining('likeable-blog-250') });
    expect(badgeOf({ ...byId(3499999987), body: [{ text: '', media: [{ type: 'badge', url: 'https://s.wp.com/b.png', width: 96, height: 96 }] }] })).toMatchObject({ width: 256, height: 256 });
    expect(badgeOf(byId(3499999998))).toBeNull();
  });

  it('gives the prompt header the site and the prompt text', () => {
    const { site, prompt } = promptHeader(byId(3499999981));
    expect(site?.text).toBe('Salt Studio');
    expect(prompt?.text).toBe('Describe a place that makes you feel calm.');
  });

  it('renders a note of a type no plugin knows generically, and a comment not by a user with a subject header', () => {
    const unknown = { ...byId(3499999998), type: 'store_order' };
    expect(registry.noteTypeFor(unknown).name).toBe('generic');
    expect(registry.noteTypeFor(unknown).header(unknown)).toBe('subject');
    const bySite = { ...byId(3499999998), header: [{ text: 'A site', ranges: [{ type: 'site', indices: [0, 6], id: 1 }] }] };
    expect(registry.noteTypeFor(bySite).header(bySite)).toBe('subject');
  });

  it('offers the actions each sample note flags, with the spec labels', () => {
    const offered = (id: number) => registry.offeredActions(byId(id), initialState()).map((action) => action.name);
    // Snooze is offered on every note (Wake now only on sleeping ones).
    const snooze = ['snooze', 'snooze-tomorrow'];
    expect(offered(3499999998)).toEqual(['reply', 'like', 'approve', 'edit', 'spam', 'trash', 'follow', ...snooze, 'mark-read']);
    expect(offered(3499999981)).toEqual(['answer-prompt', ...snooze, 'mark-read']);
    expect(offered(3499999976)).toEqual(['reply', 'like', 'follow', ...snooze, 'mark-read']);
    expect(offered(3499999987)).toEqual([...snooze, 'mark-read']);
  });
});

