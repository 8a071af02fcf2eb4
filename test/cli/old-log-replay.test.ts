// A log recorded before the shipped plugins' events left the core (log format 1) replays with today's
// build to the screens it showed then: its old events are read as the facts that replaced them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay } from '../../cli/replay.ts';
import { defaultPlugins } from '../../plugins/index.ts';

/** What `replay` showed for the log with the build that recorded it (fixtures/logs/README.md). */
interface Recorded {
  timeZone: string;
  /** The recording build's plugins, as `kind:name`. */
  plugins: string[];
  at: Record<string, { event: string; screen: string[]; slices: Record<'approve' | 'like' | 'follow', unknown>; reply: { slice: object; suggestions: unknown; me: unknown } }>;
}

const log = fileURLToPath(new URL('../../fixtures/logs/before-rename.jsonl', import.meta.url));
const recorded = JSON.parse(readFileSync(new URL('../../fixtures/logs/before-rename.expected.json', import.meta.url), 'utf8')) as Recorded;
// Replayed with the plugins that recorded it: one shipped since (snooze) would add its buttons to the screens.
const plugins = defaultPlugins.filter((plugin) => recorded.plugins.includes(`${plugin.kind}:${plugin.name}`));

describe('a log recorded before the rename', () => {
  it('is of format 1, with the events under the names the core had then', () => {
    const [header, ...lines] = readFileSync(log, 'utf8').trim().split('\n');
    expect(JSON.parse(header!)).toMatchObject({ format: 'notes-panel-log', version: 1 });
    const types = new Set(lines.map((line) => (JSON.parse(line) as { type: string }).type));
    const replyTypes = ['reply/activated', 'reply/draftChanged', 'reply/draftsRestored', 'reply/blurred', 'reply/submitted', 'reply/retryScheduled', 'reply/posted', 'reply/failed', 'clock/draftsExpired', 'suggestions/received', 'me/received'];
    for (const type of ['note/approveRequested', 'notes/approveRequested', 'note/approveFailed', 'note/likeRequested', 'note/likeFailed', 'user/followRequested', 'user/followSucceeded', 'user/followFailed', 'user/followUnconfirmed', ...replyTypes]) {
      expect(types, type).toContain(type);
    }
    // Time groups split at the recording's midnight.
    expect(process.env.TZ).toBe(recorded.timeZone);
    // Every plugin that recorded it still ships.
    expect(plugins.map((plugin) => `${plugin.kind}:${plugin.name}`).sort()).toEqual([...recorded.plugins].sort());
  });

  it.each(Object.entries(recorded.at).map(([seq, then]) => [seq, then.event, then] as const))(
    'replays at seq %s (%s) to the screen it showed, with the same approve, like, follow and reply slices',
    (seq, _event, then) => {
      expect(replay(log, plugins, { at: Number(seq) }).split('\n')).toEqual(then.screen);
      const state = JSON.parse(replay(log, plugins, { at: Number(seq), json: true })) as { plugins: Record<string, unknown> };
      expect({ approve: state.plugins.approve, like: state.plugins.like, follow: state.plugins.follow }).toEqual(then.slices);
      // Reply's slice now also holds what the core held then: the mention suggestions and the user's profile.
      expect(state.plugins.reply).toEqual({ ...then.reply.slice, suggestions: then.reply.suggestions, me: then.reply.me });
    },
  );
});
