import { describe, expect, it } from 'vitest';
import { formerFactsOf } from './fact-history.ts';
import { LOG_VERSION, LogFormatError, parseLog } from './log.ts';
import { defineAction, definePluginEvent } from './plugin.ts';
import { PluginError } from './registry.ts';

const isStars = (data: unknown) => {
  const stars = (data as { stars?: unknown } | null)?.stars;
  return typeof stars === 'number' ? { stars } : null;
};
// A fact that replaced a core event of version 1 ('note/starRequested'), and one renamed by its plugin.
const starred = definePluginEvent('star', 'requested', isStars, { formerly: 'note/starRequested' });
const cleared = definePluginEvent('star', 'cleared', (data) => (data === null || typeof data !== 'object' ? null : {}), { formerly: ['star/wiped'] });
const star = defineAction({ name: 'star', label: 'Star', perform: () => [], facts: [starred, cleared] });
const formerFacts = formerFactsOf([star]);

const header = (version: number, state: object = {}) => JSON.stringify({ format: 'notes-panel-log', version, snapshotSeq: 0, state });
const line = (event: object) => JSON.stringify(event);
const read = (text: string) => parseLog(text, { formerly: formerFacts });

function problem(text: string): LogFormatError {
  try {
    read(text);
  } catch (error) {
    if (error instanceof LogFormatError) return error;
    throw error;
  }
  throw new Error('the log was read');
}

describe('a log written before a fact had its name', () => {
  const old = [header(1), line({ type: 'note/starRequested', id: 4, stars: 3, seq: 1, at: 10 })].join('\n');

  it("reads an older version's event under a name the core had as the fact that replaced it", () => {
    expect(read(old).events).toEqual([{ type: 'plugin/recorded', plugin: 'star', name: 'requested', id: 4, data: { stars: 3 }, seq: 1, at: 10 }]);
  });

  it('refuses it as an unknown event without the facts that replaced it', () => {
    expect(() => parseLog(old)).toThrow('line 2: unknown event type "note/starRequested"');
  });

  it("does not read a current log's event under such a name: since this version the plugins' events are facts", () => {
    const current = [header(LOG_VERSION), line({ type: 'note/starRequested', id: 4, stars: 3, seq: 1, at: 10 })].join('\n');
    expect(problem(current).message).toBe('line 2: unknown event type "note/starRequested"');
  });

  it("reads a plugin's own earlier name in a log of any version", () => {
    const text = [header(LOG_VERSION), line({ type: 'plugin/recorded', plugin: 'star', name: 'wiped', id: null, data: {}, seq: 1, at: 10 })].join('\n');
    expect(read(text).events).toEqual([{ type: 'plugin/recorded', plugin: 'star', name: 'cleared', id: null, data: {}, seq: 1, at: 10 }]);
  });

  it("reads an undo step's revert events, in the events and in the header's state", () => {
    const revert = [{ type: 'note/starRequested', id: 4, stars: 0 }];
    const text = [header(1, { undo: { id: 4, kind: 'star', ids: [4], phase: 'pending', revert } }), line({ type: 'undo/started', id: 4, kind: 'star', revert, seq: 1, at: 10 })].join('\n');
    const log = read(text);
    const fact = { type: 'plugin/recorded', plugin: 'star', name: 'requested', id: 4, data: { stars: 0 } };
    expect(log.header.state.undo?.revert).toEqual([fact]);
    expect(log.events[0]).toMatchObject({ type: 'undo/started', revert: [fact] });
  });

  it('refuses an old event its fact cannot read, naming the line', () => {
    const text = [header(1), line({ type: 'note/starRequested', id: 4, stars: 'many', seq: 1, at: 10 })].join('\n');
    expect(problem(text).message).toBe('line 2: malformed note/starRequested event (it does not read as star/requested)');
  });
});

describe('a fact history that cannot be read one way is refused, naming the plugin or fact', () => {
  const fact = (plugin: string, name: string, formerly: string | string[]) => definePluginEvent(plugin, name, () => ({}), { formerly });
  const plugin = (name: string, ...facts: ReturnType<typeof fact>[]) => defineAction({ name, label: name, perform: () => [], facts });

  it('two facts replacing one key', () => {
    const a = plugin('star', fact('star', 'requested', 'note/starRequested'));
    const b = plugin('pin', fact('pin', 'requested', 'note/starRequested'));
    expect(() => formerFactsOf([a, b])).toThrow(new PluginError('Facts star/requested and pin/requested both replace note/starRequested'));
  });

  it('a fact replacing an event the core still has, or a fact that still exists', () => {
    expect(() => formerFactsOf([plugin('star', fact('star', 'opened', 'panel/opened'))])).toThrow('Fact star/opened replaces panel/opened, which is still an event of the core');
    expect(() => formerFactsOf([plugin('star', fact('star', 'a', 'star/b'), fact('star', 'b', []))])).toThrow('Fact star/a replaces star/b, which is still a fact');
  });

  it("another plugin's fact", () => {
    expect(() => formerFactsOf([plugin('pin', fact('star', 'requested', []))])).toThrow('Plugin pin lists the fact star/requested, which is plugin star\'s');
  });
});
