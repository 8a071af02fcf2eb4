import { describe, expect, it } from 'vitest';
import { foldLog, parseLog } from '../../../src/core/index.ts';
import { makeNote } from '../../../test/support/notes.ts';
import { platformCore, usePlatform } from '../../testing/platform.ts';
import { PROFILE_RETRY_MS, profileReceived } from './profile.ts';
import { replyState } from './state.ts';

const platform = usePlatform();
const ME = { ID: 9, username: 'hiro', display_name: 'Hiro Tanaka', avatar_URL: 'https://0.gravatar.com/avatar/abc?s=96' };
const like = () => makeNote({ id: 5, type: 'like', actions: {} });

describe("the user's profile beside the reply box", () => {
  it('is asked once, in one /me call, when the first note offering a reply opens', async () => {
    platform.on('GET', '/me', { body: ME });
    const { core, state } = platformCore({ profile: null, notes: [makeNote({ id: 1 }), makeNote({ id: 2 })] });
    core.append({ type: 'note/selected', id: 1 });
    core.append({ type: 'note/selected', id: 2 }); // while the first call runs
    await core.effects.idle();
    core.append({ type: 'note/selected', id: 1 }); // the profile is known now
    await core.effects.idle();
    expect(platform.lines()).toEqual(['GET /me']);
    expect(platform.calls[0]!.query.get('fields')).toBe('ID,username,display_name,avatar_URL');
    expect(replyState.read(state()).me).toEqual({ id: 9, username: 'hiro', displayName: 'Hiro Tanaka', avatarUrl: 'https://0.gravatar.com/avatar/abc?s=96' });
  });

  it('is not asked for a note without a reply box', async () => {
    platform.on('GET', '/me', { body: ME });
    const { core, state } = platformCore({ profile: null, notes: [like()] });
    core.append({ type: 'note/selected', id: 5 });
    await core.effects.idle();
    expect(platform.calls).toHaveLength(0);
    expect(replyState.read(state()).me).toBeNull();
  });

  it('keeps a profile without a name or picture (the box falls back to the login and initials)', async () => {
    platform.on('GET', '/me', { body: { ID: 9, username: 'hiro', display_name: ' ', avatar_URL: '' } });
    const { core, state } = platformCore({ profile: null, notes: [makeNote({ id: 1 })] });
    core.append({ type: 'note/selected', id: 1 });
    await core.effects.idle();
    expect(replyState.read(state()).me).toEqual({ id: 9, username: 'hiro', displayName: undefined, avatarUrl: undefined });
  });

  it('survives a failed call: nothing shown, no call per note stepped through, asked again a minute later', async () => {
    platform.on('GET', '/me', (_call, count) => (count === 1 ? { status: 500, body: { error: 'internal' } } : { body: ME }));
    const { core, state, clock } = platformCore({ profile: null, notes: [makeNote({ id: 1 }), makeNote({ id: 2 }), makeNote({ id: 3 })] });
    core.append({ type: 'note/selected', id: 1 });
    await core.effects.idle();
    expect(replyState.read(state()).me).toBeNull();
    expect(state().status).toBeNull();
    for (const id of [2, 3, 1]) core.append({ type: 'note/selected', id });
    await core.effects.idle();
    expect(platform.calls).toHaveLength(1);
    clock.advance(PROFILE_RETRY_MS);
    core.append({ type: 'note/unselected' });
    core.append({ type: 'note/selected', id: 1 });
    await core.effects.idle();
    expect(platform.calls).toHaveLength(2);
    expect(replyState.read(state()).me?.displayName).toBe('Hiro Tanaka');
  });

  it('comes back from a replayed log: the answer is an event, not a side channel', async () => {
    platform.on('GET', '/me', { body: ME });
    const { core } = platformCore({ profile: null, notes: [makeNote({ id: 1 })] });
    core.append({ type: 'note/selected', id: 1 });
    await core.effects.idle();
    const log = parseLog(core.exportLog());
    expect(log.events.filter((event) => profileReceived.read(event) !== null)).toHaveLength(1);
    expect(replyState.read(foldLog(log, core.reduce)).me).toEqual({ id: 9, username: 'hiro', displayName: 'Hiro Tanaka', avatarUrl: 'https://0.gravatar.com/avatar/abc?s=96' });
  });
});
