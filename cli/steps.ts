// The steps of a feed, as data: what each kind takes, its validation and its one-line description.
import type { FilterName } from '../src/core/events.ts';
import type { Check } from './feed.ts';
import type { JsonPath } from './json-source.ts';
import { MAX_WAIT_MS } from './limits.ts';

/** Everything a feed step can say; `do` picks the kind, `tab` the simulated tab (1 or 2). */
export type Step = { line: number; tab: 1 | 2 } & (
  | { do: 'open' | 'close' | 'unselect' | 'hide' | 'show' | 'refresh' | 'loadMore' }
  | { do: 'select'; note: number }
  | { do: 'filter'; name: FilterName }
  | { do: 'search'; text: string }
  | { do: 'site'; site: number | null }
  | { do: 'key'; key: string; shift: boolean }
  | { do: 'perform'; action: string; note: number }
  | { do: 'reply'; note: number; text: string }
  | { do: 'push'; type: string | undefined; note: Record<string, unknown> | undefined }
  | { do: 'change'; note: number; approved?: boolean; read?: boolean; liked?: boolean; removed?: boolean }
  | { do: 'wait'; ms: number }
  | { do: 'resize'; width: number; height: number }
);

/** Step kinds and the fields each one takes besides `do` and `tab`. */
export const STEP_FIELDS: Record<Step['do'], readonly string[]> = {
  open: [], close: [], unselect: [], hide: [], show: [], refresh: [], loadMore: [],
  select: ['note'], filter: ['name'], search: ['text'], site: ['site'], key: ['key', 'shift'], perform: ['action', 'note'], reply: ['note', 'text'],
  push: ['type', 'note'], change: ['note', 'approved', 'read', 'liked', 'removed'], wait: ['for'], resize: ['width', 'height'],
};

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration of at most `max` ms: milliseconds, or a string such as "4.5s", "30m", "2h", "1h30m", "1d"; null beyond it. */
export function parseDuration(value: unknown, max = MAX_WAIT_MS): number | null {
  let total = 0;
  if (typeof value === 'number') total = value;
  else if (typeof value !== 'string' || value.length > 100 || !/^(?:\s*\d+(?:\.\d+)?\s*(?:ms|s|m|h|d))+\s*$/.test(value)) return null;
  else for (const [, amount, unit] of value.matchAll(/(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)/g)) total += Number(amount) * UNITS[unit!]!;
  // "1e300" ms or "999…9d" (Infinity) would keep the virtual clock busy for good.
  return Number.isFinite(total) && total >= 0 && total <= max ? Math.round(total) : null;
}

/** A viewport side in CSS px: 1 to 100,000. */
export const isPixels = (value: unknown): value is number => typeof value === 'number' && value >= 1 && value <= 100_000;

/** Validates one step of a feed. */
export function parseStep(raw: unknown, path: JsonPath, line: number, context: { check: Check; actionNames: readonly string[]; filters: readonly string[] }): Step {
  const check: Check = context.check;
  check(raw !== null && typeof raw === 'object' && !Array.isArray(raw), path, 'a step is an object such as { "do": "open" }');
  const step = raw as Record<string, unknown>;
  const kind = step.do;
  check(typeof kind === 'string' && Object.hasOwn(STEP_FIELDS, kind), [...path, 'do'], `unknown step ${JSON.stringify(kind)} (known: ${Object.keys(STEP_FIELDS).join(', ')})`);
  const fields = STEP_FIELDS[kind as Step['do']];
  for (const key of Object.keys(step)) check(key === 'do' || key === 'tab' || fields.includes(key), [...path, key], `step "${kind}" takes no "${key}" (it takes: ${['tab', ...fields].join(', ')})`);
  check(step.tab === undefined || step.tab === 1 || step.tab === 2, [...path, 'tab'], 'tab must be 1 or 2');
  const platformStep = kind === 'push' || kind === 'change' || kind === 'wait';
  check(step.tab === undefined || !platformStep, [...path, 'tab'], `step "${kind}" happens to the platform or the clock, not in a tab: drop "tab"`);
  const base = { line, tab: (step.tab ?? 1) as 1 | 2 };
  const noteId = () => {
    check(Number.isInteger(step.note) && (step.note as number) > 0, [...path, 'note'], `step "${kind}" needs "note": a note id`);
    return step.note as number;
  };
  const flag = (name: string) => {
    check(step[name] === undefined || typeof step[name] === 'boolean', [...path, name], `${name} must be true or false`);
    return step[name] as boolean | undefined;
  };
  switch (kind as Step['do']) {
    case 'select':
      return { ...base, do: 'select', note: noteId() };
    case 'filter':
      check(context.filters.includes(step.name as string), [...path, 'name'], `filter name must be one of ${context.filters.join(', ')}`);
      return { ...base, do: 'filter', name: step.name as FilterName };
    case 'search':
      check(typeof step.text === 'string', [...path, 'text'], 'search needs "text": what is typed in the search field ("" clears it)');
      return { ...base, do: 'search', text: step.text };
    case 'site':
      check(step.site === null || (Number.isSafeInteger(step.site) && (step.site as number) > 0), [...path, 'site'], 'site needs "site": a site id, or null for every site');
      return { ...base, do: 'site', site: step.site as number | null };
    case 'key':
      check(typeof step.key === 'string' && step.key !== '', [...path, 'key'], 'key must be a key name such as "a", "j", "Escape" or "ArrowDown"');
      return { ...base, do: 'key', key: step.key, shift: flag('shift') ?? false };
    case 'perform':
      check(context.actionNames.includes(step.action as string), [...path, 'action'], `unknown action ${JSON.stringify(step.action)} (known: ${context.actionNames.join(', ')})`);
      return { ...base, do: 'perform', action: step.action as string, note: noteId() };
    case 'reply':
      check(typeof step.text === 'string', [...path, 'text'], 'reply needs "text"');
      return { ...base, do: 'reply', note: noteId(), text: step.text };
    case 'push': {
      check(step.type === undefined || typeof step.type === 'string', [...path, 'type'], 'type must be a note type such as "comment"');
      check(step.note === undefined || (step.note !== null && typeof step.note === 'object' && !Array.isArray(step.note)), [...path, 'note'], 'note must be a (partial) note object');
      return { ...base, do: 'push', type: step.type as string | undefined, note: step.note as Record<string, unknown> | undefined };
    }
    case 'change': {
      const change = { approved: flag('approved'), read: flag('read'), liked: flag('liked'), removed: flag('removed') };
      check(Object.values(change).some((value) => value !== undefined), path, 'change needs one of approved, read, liked, removed');
      return { ...base, do: 'change', note: noteId(), ...change };
    }
    case 'wait': {
      const ms = parseDuration(step.for);
      check(ms !== null, [...path, 'for'], 'wait needs "for": milliseconds or a duration such as "4.5s", "30m", "2h", of at most 7 days');
      return { ...base, do: 'wait', ms };
    }
    case 'resize':
      check(isPixels(step.width) && isPixels(step.height), path, 'resize needs "width" and "height" in px (1 to 100000)');
      return { ...base, do: 'resize', width: step.width, height: step.height };
    default:
      return { ...base, do: kind as 'open' };
  }
}

/** One line saying what a step does, for the run's output. */
export function describeStep(step: Step): string {
  const tab = step.tab === 2 ? 'tab 2: ' : '';
  switch (step.do) {
    case 'select': return `${tab}select note ${step.note}`;
    case 'filter': return `${tab}filter ${step.name}`;
    case 'search': return step.text ? `${tab}search ${JSON.stringify(step.text)}` : `${tab}clear the search`;
    case 'site': return step.site === null ? `${tab}show every site` : `${tab}show site ${step.site}`;
    case 'key': return `${tab}key ${step.shift ? 'shift+' : ''}${step.key}`;
    case 'perform': return `${tab}perform ${step.action} on note ${step.note}`;
    case 'reply': return `${tab}reply to note ${step.note}: ${JSON.stringify(step.text)}`;
    case 'push': return `platform pushes a new ${step.type ?? String(step.note?.type ?? 'comment')} note`;
    case 'change': {
      const what = (['approved', 'read', 'liked', 'removed'] as const).filter((key) => step[key] !== undefined).map((key) => `${key}=${step[key]}`);
      return `another client changes note ${step.note}: ${what.join(', ')}`;
    }
    case 'wait': return `wait ${formatDuration(step.ms)}`;
    case 'resize': return `${tab}resize to ${step.width}×${step.height}`;
    default: return `${tab}${step.do}`;
  }
}

/** A duration for people: "4.5 s", "1 min 30 s", "2 h". */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${ms / 1000} s`;
  const parts = [
    [Math.floor(ms / 3_600_000), 'h'],
    [Math.floor((ms % 3_600_000) / 60_000), 'min'],
    [(ms % 60_000) / 1000, 's'],
  ] as const;
  return parts.filter(([amount]) => amount > 0).map(([amount, unit]) => `${amount} ${unit}`).join(' ');
}
