/**
 * Logs written before a fact had its name still replay: each fact names the keys it was logged under
 * before (`definePluginEvent`'s `formerly`: a core event type it replaced, or its own earlier
 * `plugin/name`), `formerFactsOf` gathers them from the plugins' `facts`, and the log reader reads an
 * old event as the fact that replaced it. No table of old names lives in the core: a third party
 * renames its facts the same way. Only a log's reader needs any of this (the CLI's replay, tests),
 * so the panel, which only writes logs, does not carry it.
 */
import { isEventType } from './events.ts';
import { isRecord } from './guards.ts';
import type { PanelEvent } from './events.ts';
import type { Plugin, PluginFact } from './plugin.ts';
import { PluginError } from './registry.ts';

/** The facts that read older logs' events, by the key those events had. */
export type FormerFacts = ReadonlyMap<string, PluginFact>;

const isFact = (value: unknown): value is PluginFact => {
  const fact = value as Partial<PluginFact> | null;
  return typeof fact?.key === 'string' && typeof fact.plugin === 'string' && typeof fact.parse === 'function';
};

/** The keys a fact was logged under before. */
const formerKeys = (fact: PluginFact): readonly string[] => [fact.history?.formerly ?? []].flat();

/** The id and data of an old event, as `FactHistory.upgrade` reads them by default. */
function idAndData(old: Readonly<Record<string, unknown>>): { id: number | null; data: unknown } {
  const { type, seq: _seq, at: _at, id, ...fields } = old;
  return { id: typeof id === 'number' ? id : null, data: type === 'plugin/recorded' ? fields.data : fields };
}

/** An older log's event under one of a fact's former keys, as that fact (without seq and time); null when it does not read. */
function upgradeFact(fact: PluginFact, old: Readonly<Record<string, unknown>>): PanelEvent | null {
  const read = (fact.history?.upgrade ?? idAndData)(old);
  const data = read && fact.parse(read.data);
  return read && data !== null ? { type: 'plugin/recorded', plugin: fact.plugin, name: fact.name, id: read.id, data } : null;
}

/**
 * The plugins' facts by the keys they had (the log reader's `formerly`). Throws a PluginError for a
 * fact that is not its plugin's own, and for a key two facts claim.
 */
export function formerFactsOf(plugins: readonly Plugin[]): FormerFacts {
  const refuse = (message: string): never => {
    throw new PluginError(message);
  };
  const owners = new Map<string, PluginFact>();
  const former = new Map<string, PluginFact>();
  for (const plugin of plugins) {
    for (const fact of plugin.facts ?? []) {
      if (!isFact(fact)) refuse(`Plugin ${plugin.name} lists a fact not made with definePluginEvent`);
      if (fact.plugin !== plugin.name) refuse(`Plugin ${plugin.name} lists the fact ${fact.key}, which is plugin ${fact.plugin}'s`);
      const other = owners.get(fact.key);
      if (other && other !== fact) refuse(`Two facts are named ${fact.key}`);
      owners.set(fact.key, fact);
    }
  }
  for (const fact of owners.values()) {
    for (const key of formerKeys(fact)) {
      // A fact's key is read as that fact, and a core event that still exists as itself.
      if (isEventType(key)) refuse(`Fact ${fact.key} replaces ${key}, which is still an event of the core`);
      if (owners.has(key)) refuse(`Fact ${fact.key} replaces ${key}, which is still a fact`);
      const other = former.get(key);
      if (other) refuse(`Facts ${other.key} and ${fact.key} both replace ${key}`);
      former.set(key, fact);
    }
  }
  return former;
}

/** A line of a log as today's build reads it, or why it cannot be read. */
export type Upgraded = { event: unknown } | { problem: string };

/**
 * One event of a log as today's: the fact that replaced it, else as it is. A plugin's fact under an
 * earlier `plugin/name` is read in any log; an event under a type the core no longer has only in a
 * log older than this reader (`older`), since then the shipped plugins' events were the core's.
 * An undo step's `revert` events are read the same way.
 */
export function upgradeEvent(raw: unknown, formerly: FormerFacts, older: boolean): Upgraded {
  if (!isRecord(raw) || formerly.size === 0) return { event: raw };
  const upgraded = upgradeOne(raw, formerly, older);
  if ('problem' in upgraded) return upgraded;
  const event = upgraded.event as Record<string, unknown>;
  if (event.type !== 'undo/started' || !Array.isArray(event.revert)) return upgraded;
  const revert = upgradeEach(event.revert, formerly, older);
  return 'problem' in revert ? revert : { event: { ...event, revert: revert.event } };
}

/** Each of `events` as today's (an undo step's revert, in a logged event or a log's state). */
export function upgradeEach(events: readonly unknown[], formerly: FormerFacts, older: boolean): Upgraded {
  const result: unknown[] = [];
  for (const event of events) {
    const upgraded = upgradeOne(event, formerly, older);
    if ('problem' in upgraded) return upgraded;
    result.push(upgraded.event);
  }
  return { event: result };
}

function upgradeOne(raw: unknown, formerly: FormerFacts, older: boolean): Upgraded {
  if (!isRecord(raw)) return { event: raw };
  const { type } = raw;
  const recorded = type === 'plugin/recorded';
  if (!recorded && (!older || typeof type !== 'string' || isEventType(type))) return { event: raw };
  const key = recorded ? `${String(raw.plugin)}/${String(raw.name)}` : (type as string);
  const fact = formerly.get(key);
  if (!fact) return { event: raw };
  const event = upgradeFact(fact, raw);
  if (!event) return { problem: `malformed ${key} event (it does not read as ${fact.key})` };
  const stamps = Object.fromEntries(['seq', 'at'].filter((name) => Object.hasOwn(raw, name)).map((name) => [name, raw[name]]));
  return { event: { ...event, ...stamps } };
}
