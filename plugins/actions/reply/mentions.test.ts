import { describe, expect, it } from 'vitest';
import { noteFlags, type Note, type PanelState, type SuggestionUser } from '../../../src/core/index.ts';
import { makeNote } from '../../../test/support/notes.ts';
import { platformCore, usePlatform } from '../../testing/platform.ts';
import { filterSuggestions, insertMention, mentionQuery, suggestionName } from './mention-text.ts';
import { replyState } from './state.ts';
import { boxOpened } from './box.ts';
import { mentionsFor, suggestionsReceived } from './mentions.ts';

const platform = usePlatform();
const user = (login: string, name?: string, display?: string): SuggestionUser => ({ ID: login.length, user_login: login, name, display_name: display });

describe('mention helpers', () => {
  it('opens after @ at the start or after whitespace only', () => {
    expect(mentionQuery('@ad')).toBe('ad');
    expect(mentionQuery('hi @')).toBe('');
    expect(mentionQuery('hi\n@Ada')).toBe('Ada');
    expect(mentionQuery('mail@ada')).toBeNull();
    expect(mentionQuery('@ada done')).toBeNull(); // a space closed it
    expect(mentionQuery('@ada and more', 4)).toBe('ada'); // up to the caret
  });

  it('filters by name start or a word start, ignoring case, at most 10', () => {
    const users = [user('ada', 'Ada Lovelace'), user('grace', 'Grace Hopper'), user('bob', 'Robert Lovett')];
    expect(filterSuggestions(users, 'lo').map((entry) => entry.user_login)).toEqual(['ada', 'bob']);
    expect(filterSuggestions(users, 'GRA').map((entry) => entry.user_login)).toEqual(['grace']);
    expect(filterSuggestions(users, 'ove')).toEqual([]); // inside a word does not count
    const many = Array.from({ length: 15 }, (_, index) => user(`user${index}`, `Sam ${index}`));
    expect(filterSuggestions(many, 'sam')).toHaveLength(10);
  });

  it('names a person once: display name, else name, else login (the list shows the login beside it)', () => {
    expect(suggestionName(user('ada', undefined, 'Ada L'))).toBe('Ada L');
    expect(suggestionName(user('ada', 'Ada Lovelace'))).toBe('Ada Lovelace');
    expect(suggestionName(user('ada'))).toBe('ada');
    expect(filterSuggestions([user('ada', 'Countess')], 'ad')).toHaveLength(1);
    expect(filterSuggestions([user('ada', undefined, 'Countess')], 'coun')).toHaveLength(1);
  });

  it('inserts the login and a space', () => {
    expect(insertMention('hi @gr there', 6, 'grace')).toEqual({ text: 'hi @grace  there', caret: 10 });
  });
});

describe('suggestions fetch', () => {
  it('fetches once per site, one at a time, when a reply box opens', async () => {
    platform.on('GET', '/users/suggest', { body: { suggestions: [{ ID: 1, user_login: 'ada', display_name: 'Ada' }] } });
    const notes = [makeNote({ id: 1 }), makeNote({ id: 2 })]; // both on site 70
    const { core, state } = platformCore({ notes });
    core.append(boxOpened.make(1, {}));
    core.append(boxOpened.make(2, {})); // while the first fetch runs
    await core.effects.idle();
    core.append(boxOpened.make(1, {})); // the site has suggestions now
    await core.effects.idle();
    expect(platform.lines()).toEqual(['GET /users/suggest']);
    expect(platform.calls[0]!.query.get('site_id')).toBe('70');
    expect(replyState.read(state()).suggestions[70]).toEqual([{ ID: 1, user_login: 'ada', display_name: 'Ada', name: 'ada Ada' }]);
  });

  it('does not ask again for a site that has nobody to suggest', async () => {
    platform.on('GET', '/users/suggest', { body: { suggestions: [] } });
    const { core, state } = platformCore({ notes: [makeNote({ id: 1 })] });
    core.append(boxOpened.make(1, {}));
    await core.effects.idle();
    core.append(boxOpened.make(1, {}));
    await core.effects.idle();
    expect(platform.lines()).toEqual(['GET /users/suggest']);
    expect(replyState.read(state()).suggestions[70]).toEqual([]);
  });

  it('ignores errors: nothing shown, and a later box tries again', async () => {
    platform.on('GET', '/users/suggest', (_call, count) => (count === 1 ? { status: 500, body: { error: 'internal' } } : { body: { suggestions: [] } }));
    const { core, state } = platformCore({ notes: [makeNote({ id: 1 })] });
    core.append(boxOpened.make(1, {}));
    await core.effects.idle();
    expect(state().status).toBeNull();
    core.append(boxOpened.make(1, {}));
    await core.effects.idle();
    expect(platform.calls).toHaveLength(2);
  });
});

describe("the composer's mentions slot", () => {
  it("offers the note's site's users matching what is typed after the @, and picking one fills in the login", () => {
    const { core, state } = platformCore({ notes: [makeNote({ id: 1 })] });
    core.append(suggestionsReceived.make(70, { users: [user('ada', 'Ada Lovelace', undefined), user('grace', 'Grace Hopper')] }));
    const contextOf = (note: Note, panel: PanelState = state()) => ({ note, state: panel, flags: noteFlags(note) });
    const context = contextOf(state().notes[1]!);
    expect(mentionsFor('Hi there', 8, context)).toBeNull();
    const mentions = mentionsFor('Hi @lov and', 7, context)!;
    expect(mentions.options).toEqual([{ id: 3, name: 'Ada Lovelace', login: 'ada', avatarUrl: undefined }]);
    expect(mentions.pick(mentions.options[0]!)).toEqual({ text: 'Hi @ada  and', caret: 8 });
    expect(mentionsFor('@ad', 3, contextOf(makeNote({ id: 2, meta: { ids: {} } })))).toBeNull(); // no site to ask
  });
});
