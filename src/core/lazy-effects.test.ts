import { describe, expect, it } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { defineAction, lazyEffects, lazyModule, preloadLazyModules, type EffectTable } from './index.ts';

describe('effects loaded on first use', () => {
  it('answer once their module arrives, and a module that failed to load is asked for again', async () => {
    let loads = 0;
    const calls = lazyEffects(['note/likeRequested'], async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return { 'note/likeRequested': (event) => ({ type: 'note/likeFailed', id: event.id, message: 'answered' }) } satisfies EffectTable;
    });
    const plugin = defineAction({ name: 'lazy-test', label: 'Lazy', perform: () => [], effects: calls.effects });
    const { core } = testCore({ notes: makeNotes(2), plugins: [plugin] });
    core.append({ type: 'note/likeRequested', id: 1, liked: true });
    await core.effects.idle();
    // The first load failed: the effect fails like any other (a fact in the log), nothing is answered.
    expect(core.exportLog()).toContain('"type":"effect/failed"');
    expect(core.exportLog()).not.toContain('answered');
    core.append({ type: 'note/likeRequested', id: 2, liked: true });
    await core.effects.idle();
    expect(loads).toBe(2);
    expect(core.exportLog()).toContain('"type":"note/likeFailed","id":2,"message":"answered"');
  });

  it('a nicety whose code cannot load says so quietly and answers its own failure', async () => {
    const calls = lazyEffects(['note/likeRequested'], () => Promise.reject(new Error('offline')), (event) => ({ type: 'note/likeFailed', id: (event as { id: number }).id, message: 'not loaded' }));
    const plugin = defineAction({ name: 'lazy-nicety', label: 'Lazy', perform: () => [], effects: calls.effects });
    const { core, logger } = testCore({ notes: makeNotes(1), plugins: [plugin] });
    core.append({ type: 'note/likeRequested', id: 1, liked: true });
    await core.effects.idle();
    expect(core.exportLog()).toContain('"type":"note/likeFailed","id":1,"message":"not loaded"');
    expect(core.exportLog()).not.toContain('effect/failed');
    expect(logger.entries.some((entry) => entry.level === 'warn' && entry.message.includes('could not load'))).toBe(true);
  });

  it('are loaded all at once by preloadLazyModules, each only once', async () => {
    let loads = 0;
    const module = lazyModule(async () => {
      loads += 1;
      return { value: 42 };
    });
    module.preload();
    await preloadLazyModules();
    expect(loads).toBe(1);
    expect((await module.get()).value).toBe(42);
  });
});
