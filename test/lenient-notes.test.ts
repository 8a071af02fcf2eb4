/**
 * Notes as the platform really sends them (issue 25; drawn in lenient-notes-drawn.test.tsx): a note missing any field the panel can draw
 * without is listed and drawn; one missing what it needs is dropped with a logged reason; a note
 * without `note_hash` counts as changed at every poll, so it is fetched again rather than kept stale.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { createMemoryLogger } from '../src/core/index.ts';
import { startPlatformTab, type PlatformTab } from './support/platform-tab.ts';

const sample = JSON.parse(readFileSync(new URL('../fixtures/notes-sample.json', import.meta.url), 'utf8')) as { notes: Record<string, unknown>[] };
const comment = sample.notes.find((note) => note.type === 'comment')!;
const omit = (note: Record<string, unknown>, field: string) => Object.fromEntries(Object.entries(note).filter(([key]) => key !== field));

const NEWEST = Date.parse('2026-01-05T11:00:00Z');
const OPTIONAL = ['read', 'noticon', 'icon', 'url', 'title', 'header', 'meta', 'note_hash'];
const REQUIRED = ['type', 'timestamp', 'subject', 'body'];

/** One note per field, each without it; its subject says which. */
function served(fields: readonly string[], idBase: number, offset: number) {
  return fields.map((field, index) => ({
    ...omit({ ...comment, subject: [{ text: `Without ${field}` }] }, field),
    id: idBase + index,
    ...(field === 'timestamp' ? {} : { timestamp: new Date(NEWEST - (offset + index) * 60_000).toISOString() }),
  }));
}

const kept = served(OPTIONAL, 1000, 0);
const broken = served(REQUIRED, 2000, OPTIONAL.length);
const hashless = kept.find((note) => note.id === 1000 + OPTIONAL.indexOf('note_hash'))!;

let tab: PlatformTab | undefined;
afterEach(() => {
  tab?.dispose();
  tab?.platform.dispose();
  tab = undefined;
});

async function start(): Promise<PlatformTab> {
  tab = startPlatformTab({ realtime: false });
  tab.platform.faults.setRules([
    { match: { method: 'GET', path: '/notifications/' }, fault: { status: 200, body: { last_seen_time: 0, number: 12, notes: [...kept, ...broken] } } },
    { match: { method: 'GET', path: `/notifications/${hashless.id}` }, fault: { status: 200, body: { last_seen_time: 0, number: 1, notes: [hashless] } } },
  ]);
  await tab.advance(0);
  return tab;
}

describe('notes as the platform sends them', () => {
  it('lists a note missing any optional field, and drops one missing a required field with a logged reason', async () => {
    const current = await start();
    expect(current.core.select.visibleNotes.value.map((note) => note.id).sort()).toEqual(kept.map((note) => note.id));
    const warnings = (current.core.services.logger as ReturnType<typeof createMemoryLogger>).entries.map((entry) => entry.message);
    for (const field of REQUIRED) {
      expect(warnings.some((message) => message.includes('dropped malformed note') && message.includes(field)), `a warning names ${field}`).toBe(true);
    }
  });

  it('fetches a note without note_hash again at each poll, and only that one', async () => {
    const current = await start();
    current.requests.length = 0;
    await current.advance(30_000);
    const singles = current.requests.filter((line) => /\/notifications\/\d+/.test(line));
    expect(singles.map((line) => /\/notifications\/(\d+)/.exec(line)?.[1])).toEqual([String(hashless.id)]);
  });
});
