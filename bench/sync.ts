// Requests and bytes per simulated hour of the sync engine, beside a model of the replaced panel.
import wpcom from '../src/api/index.ts';
import type { RequestHandler } from '../src/api/types.ts';
import { createMemoryLogger, createPanelCore, createVirtualClock } from '../src/core/index.ts';
import { registerSync } from '../src/sync/index.ts';
import { createFakeRealtime } from '../src/sync/testing/fake-realtime.ts';
import { createFakePlatform, type FakePlatform } from '../src/sync/testing/platform.ts';
import { makeNotes } from '../test/support/notes.ts';

const HOUR = 3_600_000;

/** The API client answered in-process by the mock platform (no network), with the mock's byte counts. */
function inProcessClient(platform: FakePlatform) {
  const handler: RequestHandler = (params, callback) => {
    const path = params.apiNamespace ? `/${params.apiNamespace}${params.path}` : `/rest/v${params.apiVersion || '1.1'}${params.path}`;
    void Promise.resolve(platform.answer(params.method, path, new URLSearchParams(params.query), params.body ?? null)).then((answer) => {
      if (answer.status === 0 || answer.status >= 400) callback(new Error(`HTTP ${answer.status}`));
      else callback(null, answer.body);
    });
  };
  return wpcom('token', handler);
}

interface Scenario {
  realtime: boolean;
  changesPerHour: number;
}

/** Our engine for one simulated hour: an open, visible panel with 10 notes. */
async function ours({ realtime, changesPerHour }: Scenario, platform: FakePlatform): Promise<void> {
  const clock = createVirtualClock();
  const core = createPanelCore({ clock, logger: createMemoryLogger() });
  core.append({ type: 'panel/opened' });
  const channel = createFakeRealtime();
  const sync = registerSync(core, { client: inProcessClient(platform), realtime: realtime ? channel.connector : undefined });
  if (realtime) channel.open();
  await sync.idle();
  platform.requests.length = 0;
  for (let second = 1; second <= HOUR / 1000; second++) {
    clock.advance(1000);
    if (changesPerHour && (second * 1000) % (HOUR / changesPerHour) === 0) {
      const id = ((second / 60) % 10) + 1;
      platform.touch(id);
      if (realtime) channel.push(id);
    }
    await sync.idle();
  }
  sync.dispose();
}

/**
 * The replaced panel's strategy, modelled: a hash poll every 30 s while unsubscribed and nothing
 * while subscribed; any change refetches the whole 10-note window; a push fetches its note.
 */
async function replaced({ realtime, changesPerHour }: Scenario, platform: FakePlatform): Promise<void> {
  const get = async (path: string, query: Record<string, string>) => platform.answer('GET', `/rest/v1.1${path}`, new URLSearchParams(query), null);
  let known = new Map<number, unknown>(platform.sorted().slice(0, 10).map((note) => [note.id, note.note_hash]));
  for (let second = 1; second <= HOUR / 1000; second++) {
    if (changesPerHour && (second * 1000) % (HOUR / changesPerHour) === 0) {
      const id = ((second / 60) % 10) + 1;
      platform.touch(id);
      if (realtime) await get(`/notifications/${id}`, {});
    }
    if (realtime || second % 30 !== 0) continue;
    const hashes = (await get('/notifications/', { fields: 'id,note_hash', number: '10' })).body as { notes: { id: number; note_hash: unknown }[] };
    if (hashes.notes.some((entry) => known.get(entry.id) !== entry.note_hash)) {
      await get('/notifications/', { number: '10' });
      known = new Map(hashes.notes.map((entry) => [entry.id, entry.note_hash]));
    }
  }
}

function tally(platform: FakePlatform): string {
  const bytes = platform.requests.reduce((sum, request) => sum + request.bytes, 0);
  return `${platform.requests.length} requests, ${(bytes / 1024).toFixed(1)} KB`;
}

/** Runs the sync scenarios and returns printable rows. */
export async function benchSync(): Promise<string[]> {
  const notes = makeNotes(10);
  const noteBytes = Math.round(notes.reduce((sum, note) => sum + JSON.stringify(note).length, 0) / notes.length);
  const rows = [`per simulated hour, open visible panel, 10 notes of ~${noteBytes} B; ours vs the replaced panel (refetch the whole window on any change)`];
  const scenarios: [string, Scenario][] = [
    ['idle, polling', { realtime: false, changesPerHour: 0 }],
    ['a changed note every minute, polling', { realtime: false, changesPerHour: 60 }],
    ['idle, realtime subscribed', { realtime: true, changesPerHour: 0 }],
    ['a changed note every minute, realtime', { realtime: true, changesPerHour: 60 }],
  ];
  for (const [name, scenario] of scenarios) {
    const mine = createFakePlatform(notes);
    await ours(scenario, mine);
    const theirs = createFakePlatform(notes);
    await replaced(scenario, theirs);
    const note = scenario.realtime && scenario.changesPerHour === 0 ? ' (replaced: no safety poll, so a silent channel misses notes)' : '';
    rows.push(`${name}: ours ${tally(mine)}; replaced ${tally(theirs)}${note}`);
  }
  return rows;
}
