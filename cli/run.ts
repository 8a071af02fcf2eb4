// `run <feed.json>`: plays a feed against the full panel (core, default plugins, sync) and the mock
// platform in-process, on a virtual clock, and reports the screens, API calls and host messages.
import { createSharedMemoryStorage } from '../src/core/storage.ts';
import { createMockPlatform, type MockPlatform } from '../mock/index.ts';
import { InputError } from './errors.ts';
import { parseFeed, type Feed } from './feed.ts';
import { readJsonSource } from './json-source.ts';
import { formatCall, type ApiCall } from './platform-fetch.ts';
import { playStep } from './play.ts';
import { cliPlugins } from './plugins.ts';
import type { Plugin } from '../src/core/plugin.ts';
import { collapseRepeats, type Outcome } from './outcome.ts';
import { renderScreen } from './screen.ts';
import { resolveFeedScenario, resolveNotes } from './seed.ts';
import { describeStep } from './steps.ts';
import { openTab, type Tab, type TabWorld } from './tab.ts';
import { createRunClock, drain, passTime } from './timing.ts';
import { createRegistry, type Registry } from '../src/core/registry.ts';
import type { PluginViews } from '../src/views.ts';
import { screenParts } from './part-text.ts';
import { cliViews } from './views.ts';

/** Options of `runFeed`. */
export interface RunOptions {
  /** Told after each step (the CLI draws its progress bar from it). */
  progress?: (done: number, total: number, now: number) => void;
  /** Plugins besides the shipped ones (--plugin). */
  plugins?: readonly Plugin[] | undefined;
  /** View modules besides the shipped ones (--plugin): their parts show in the screens. */
  views?: readonly PluginViews[] | undefined;
}

/** One step as it played: what, the virtual time after it, and the screen then. */
export interface PlayedStep {
  step: string;
  at: string;
  /** Tab 1's last event after the step: `replay --at <seq>` of the recorded log shows this screen. */
  seq: number;
  remark?: string;
  screen: string[];
  /** How many API calls had been made by the end of the step (the first `apiCalls` of the run's). */
  apiCalls: number;
}

/** Everything a run produced. */
export interface RunResult {
  feed: Feed;
  steps: PlayedStep[];
  outcome: Outcome;
  /** Every API call, one line each, in order (the outcome folds repeats). */
  calls: string[];
  /** Tab 1's event log (JSON lines), what `--record` writes. */
  log: string;
}

/** The virtual time for people: `2026-01-01 12:00:05`. */
export const formatTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace(/(\.\d+)?Z$/, (fraction) => (fraction === '.000Z' ? '' : fraction.slice(0, -1)));

function hostLine(tab: 1 | 2, message: { action: string; [field: string]: unknown }): string {
  const { type: _type, action, ...rest } = message;
  return `${tab === 2 ? 'tab 2: ' : ''}${action}${Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : ''}`;
}

const currentZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Runs in `zone` (local midnight decides the time groups); returns how to switch back. */
function useTimeZone(zone: string): () => void {
  if (currentZone() === zone) return () => {};
  const before = process.env.TZ;
  const restore = () => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  };
  process.env.TZ = zone;
  if (currentZone() !== zone) {
    restore();
    // Worker threads (vitest's pool) cannot change the zone: say so rather than run in the wrong one.
    throw new Error(`cannot switch to the feed's time zone ${zone} in this thread; run with TZ=${zone}`);
  }
  return restore;
}

/** The feed and its notes; the parsed file is let go here, so a big feed is not held during the run. */
function readFeed(file: string, plugins: readonly Plugin[]): { feed: Feed; notes: ReturnType<typeof resolveNotes> } {
  const source = readJsonSource(file);
  const registry = createRegistry(plugins);
  const feed = parseFeed(source, registry.actions.map((action) => action.name), registry.tabs.map((tab) => tab.name));
  return { feed, notes: resolveNotes(feed, source) };
}

/** Plays the feed in `file`; bad input throws an InputError before anything is written. */
export async function runFeed(file: string, options: RunOptions = {}): Promise<RunResult> {
  const plugins = cliPlugins(options.plugins);
  const { feed, notes } = readFeed(file, plugins);
  const scenario = resolveFeedScenario(feed);
  const clock = createRunClock(feed.start);
  let platform: MockPlatform;
  try {
    platform = createMockPlatform({ clock, scenario, notes, generateEverySeconds: feed.generateEverySeconds });
  } catch (error) {
    // The notes passed the platform's checks in readFeed; anything it still refuses is bad input too.
    throw new InputError(feed.file, feed.notes?.line ?? 1, `notes: ${(error as Error).message}`);
  }
  let activity = 0;
  const storage = createSharedMemoryStorage();
  const world: TabWorld = { clock, platform, storage: (logger) => storage.tab(logger), realtime: feed.realtime, plugins, calls: [] as ApiCall[], hostMessages: [], touched: () => void activity++ };
  const tabs = new Map<1 | 2, Tab>();
  const tab = (number: 1 | 2): Tab => {
    let existing = tabs.get(number);
    if (!existing) tabs.set(number, (existing = openTab(number, world, feed.viewport)));
    return existing;
  };
  const busy = () => `${activity}|${clock.nextDue() ?? ''}`;
  // Each tab's parts count their failures against its own registry, as its panel would.
  const views = cliViews(options.views);
  const parts = new WeakMap<Registry, ReturnType<typeof screenParts>>();
  const partsOf = (registry: Registry) => parts.get(registry) ?? parts.set(registry, screenParts(views, registry)).get(registry)!;
  const screenOf = (number: 1 | 2) => {
    const { core } = tab(number);
    return renderScreen(core.state.peek(), core.select, core.registry, partsOf(core.registry)).split('\n');
  };
  const played: PlayedStep[] = [];
  const pushed = { count: 0 };
  let restoreZone = () => {};
  try {
    restoreZone = useTimeZone(feed.timeZone);
    tab(1);
    await drain(busy);
    for (const [index, step] of feed.steps.entries()) {
      let remark: string | undefined;
      if (step.do === 'wait') await passTime(clock, step.ms, busy, () => options.progress?.(index, feed.steps.length, clock.now()));
      else {
        remark = playStep({ feedFile: feed.file, platform, tab, pushed }, step) ?? undefined;
        await drain(busy);
      }
      const at = formatTime(clock.now());
      const screen = step.tab === 2 ? [...screenOf(2), '', '(tab 1)', ...screenOf(1)] : screenOf(1);
      played.push({ step: describeStep(step), at, seq: tab(1).lastSeq(), ...(remark ? { remark } : {}), screen, apiCalls: world.calls.length });
      options.progress?.(index + 1, feed.steps.length, clock.now());
    }
    await drain(busy);
    const outcome: Outcome = {
      screen: screenOf(1),
      apiCalls: collapseRepeats(world.calls.map(formatCall)),
      hostMessages: collapseRepeats(world.hostMessages.map(({ tab: number, message }) => hostLine(number, message))),
    };
    return { feed, steps: played, outcome, calls: world.calls.map(formatCall), log: tab(1).core.exportLog() };
  } finally {
    for (const open of tabs.values()) open.dispose();
    platform.dispose();
    restoreZone();
  }
}

/** How many entries collapsed lines stand for (`line (×3)` is three). */
const countOf = (lines: readonly string[]) => lines.reduce((sum, line) => sum + Number(/ \(×(\d+)\)$/.exec(line)?.[1] ?? 1), 0);

/** A run as text: each step and the screen after it, then the API calls and host messages. */
export function formatRun(result: RunResult): string {
  const { feed, steps, outcome } = result;
  const lines = [`feed ${feed.file}${feed.description ? `: ${feed.description}` : ''}`, `starts ${formatTime(feed.start)} UTC, in time zone ${feed.timeZone}`];
  steps.forEach((played, index) => {
    lines.push('', `── ${index + 1}. ${played.at} · ${played.step}${played.remark ? ` (${played.remark})` : ''} ──`, ...played.screen);
  });
  lines.push('', `══ API calls (${countOf(outcome.apiCalls)}) ══`, ...outcome.apiCalls);
  lines.push('', `══ messages to the host (${countOf(outcome.hostMessages)}) ══`, ...outcome.hostMessages);
  return lines.join('\n');
}
