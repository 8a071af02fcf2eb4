import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import { noteFlags } from './blocks.ts';
import { createBus, type Bus, type Disposer } from './bus.ts';
import { createRealClock, type Clock } from './clock.ts';
import { flushUndo, registerCoreEffects } from './core-effects.ts';
import { readSiteFilter } from './stored-keys.ts';
import { createEffects, type Effect, type EffectContext, type Effects } from './effects.ts';
import { createFaults } from './faults.ts';
import type { EventType, LoggedEvent, PanelEvent } from './events.ts';
import { createKeyboardDispatcher, type KeyInput, type KeyOutcome, type KeyPresenter } from './keyboard.ts';
import { createEventLog } from './log.ts';
import { createConsoleLogger, errorMessage, type Logger } from './logger.ts';
import type { ActionDeclaration, BulkDeclaration, Plugin, UndoOffer } from './plugin.ts';
import { createReducer, initialFields } from './reducers/index.ts';
import { createRegistry, type Registry } from './registry.ts';
import { createSelectors, type Selectors } from './selectors.ts';
import type { PanelApi, Services, Track } from './services.ts';
import { untilFailed } from './once.ts';
import { initialState, LIMITS, type PanelState } from './state.ts';
import type { PanelStorage } from './storage.ts';
import { defaultStorage } from './browser-storage.ts';
import { restoreSettings, saveSettings, SETTINGS_KEY } from './settings-store.ts';
import { createTimers, type Timers } from './timers.ts';
import { checkedNotes, shownHolder } from './visible.ts';

/** What the user reads when a plugin's step failed (the log names the plugin). */
export const STEP_FAILED = 'That could not be done. Please try again.';
/** The status naming a plugin that kept failing and was switched off (`%s`: its name). */
export const SWITCHED_OFF = 'The add-on “%s” kept failing and was switched off.';

/** What the user reads when a setting could not be saved. */
export const SETTING_NOT_SAVED = 'Your setting could not be saved: it lasts until the panel reloads.';

/** What a core is built from. Everything is injected; nothing is global. */
export interface PanelCoreOptions {
  wpcom?: PanelApi;
  plugins?: readonly Plugin[];
  /**
   * Plugins whose code loads later (the iframe app's actions come with its first-open chunk): the
   * one place a core is told of code it does not hold yet. They are registered once loaded; see
   * `PanelCore.loadPlugins`.
   */
  laterPlugins?: () => Promise<readonly Plugin[]>;
  clock?: Clock;
  storage?: PanelStorage;
  track?: Track;
  logger?: Logger;
  locale?: string;
  /** Events kept after the snapshot (the log's bound). */
  logLimit?: number;
  /** How old the log's oldest event may grow, in ms (default a day); Infinity keeps every event up to `logLimit`. */
  logMaxAgeMs?: number;
}

/** One panel's headless core. */
export interface PanelCore {
  state: ReadonlySignal<PanelState>;
  select: Selectors;
  /** The registered plugins (compiled anew when `laterPlugins` arrive). */
  readonly registry: Registry;
  bus: Bus;
  effects: Effects;
  timers: Timers;
  services: Services;
  /** Stamps `seq` and `at`, folds, then tells the bus. The only way state changes. */
  append(event: PanelEvent): LoggedEvent;
  /** Performs an action on a note if the note offers it; false when it does not. */
  perform(actionName: string, noteId: number): boolean;
  /** Performs a bulk action on the ticked notes, as one undoable step; false when it does not apply to all. */
  performBulk(bulkName: string): boolean;
  /** A key press; `present` may show a navigation's outcome first (see KeyPresenter). */
  handleKey(input: KeyInput, present?: KeyPresenter): KeyOutcome;
  /**
   * Loads and registers the `laterPlugins` (once; at once when there are none). A step that needs
   * them waits for this; when their code cannot load it rejects, and that step fails its own way
   * (the views say so and offer a reload, the offline queue waits as for a dropped connection).
   */
  loadPlugins(): Promise<void>;
  reduce(state: PanelState, event: LoggedEvent): PanelState;
  /** Carries out a pending undo now (before the page unloads). */
  flush(): void;
  /** Fire-and-forget analytics: a failing sink is logged, never thrown. */
  track(name: string, properties?: Record<string, unknown>): void;
  exportLog(): string;
  dispose(): void;
}

/** Builds a core. Two cores in one process share nothing. */
export function createPanelCore(options: PanelCoreOptions = {}): PanelCore {
  const logger = options.logger ?? createConsoleLogger();
  const clock = options.clock ?? createRealClock();
  // Containment: one ledger of the plugins' failures for the registry, the reducer and the steps;
  // a plugin it switches off is named to the user (after the event that found it is folded).
  const faults = createFaults(logger, (plugin) => void Promise.resolve().then(() => append({
    type: 'status/shown', message: SWITCHED_OFF, name: plugin, kind: 'failure', durationMs: LIMITS.statusFailureMs,
  })));
  const registryOptions = { faults };
  let registered = options.plugins ?? [];
  let registry = createRegistry(registered, registryOptions);
  // The selectors list the registry's tabs: they follow it when later plugins bring theirs.
  const registrySignal = signal(registry);
  let reduce = createReducer(registry.stateFields, registry, faults);
  const initial = initialState({ locale: options.locale, now: clock.now(), plugins: initialFields(registry.stateFields) });
  const state = signal(initial);
  const log = createEventLog({ initial, limit: options.logLimit, maxAgeMs: options.logMaxAgeMs });
  const bus = createBus();
  let seq = 0;
  let disposed = false;
  const queue: LoggedEvent[] = [];
  let draining = false;

  function append(event: PanelEvent): LoggedEvent {
    const stamped = { ...event, seq: disposed ? seq : ++seq, at: clock.now() } as LoggedEvent;
    // A late callback (a view unmounting, a request settling) must not take the page down.
    if (disposed) {
      logger.warn(`${event.type} ignored: this core was disposed`);
      return stamped;
    }
    const next = reduce(state.peek(), stamped);
    log.record(stamped, next);
    state.value = next;
    queue.push(stamped);
    // Listeners that append run after the current event has reached every listener, in seq order.
    if (!draining) {
      draining = true;
      try {
        while (queue.length) {
          const nextEvent = queue.shift()!;
          try {
            bus.emit(nextEvent);
          } catch (error) {
            logger.error(`listener for ${nextEvent.type} threw: ${errorMessage(error)}`, error);
          }
        }
      } finally {
        draining = false;
      }
    }
    return stamped;
  }

  const timers = createTimers(clock, (event) => {
    if (!disposed) append(event);
  });
  const services: Services = {
    wpcom: options.wpcom ?? missingApi(),
    clock,
    timers,
    storage: options.storage ?? defaultStorage(logger),
    // Analytics never break what they watch: every caller gets this one guarded track.
    track: (name, properties) => {
      try {
        options.track?.(name, properties);
      } catch (error) {
        logger.warn(`tracking ${name} failed: ${errorMessage(error)}`);
      }
    },
    logger,
  };
  const { track } = services;
  const effectContext = { ...services, state: () => state.peek() };
  const effects = createEffects({ bus, append, state: effectContext.state, services });

  /**
   * A plugin's step (its undo offer, then its events), logged as one batch: the action, its events,
   * its undo (`undo`: the notes it reverts), then `closing`. One that throws, or answers anything but
   * a list of events (a promise, say), does not happen: nothing is logged as done, the log names the
   * plugin, and the user reads that it failed.
   */
  function takeStep(owner: string, id: number | null, undo: { id: number; ids?: number[] }, plan: () => { offer: UndoOffer | null; events: unknown }, closing: PanelEvent[] = []): boolean {
    let offer: UndoOffer | null;
    let events: PanelEvent[];
    try {
      const planned = plan();
      if (!Array.isArray(planned.events) || !planned.events.every((event) => typeof (event as Partial<PanelEvent> | null)?.type === 'string')) {
        throw new Error(`perform answered ${planned.events instanceof Promise ? 'a promise' : 'something'} other than a list of events`);
      }
      offer = planned.offer;
      events = planned.events as PanelEvent[];
    } catch (error) {
      faults.report(owner, 'step', error);
      append({ type: 'status/shown', message: STEP_FAILED, kind: 'failure', durationMs: LIMITS.statusFailureMs });
      return false;
    }
    batch(() => {
      append({ type: 'action/performed', action: owner, id });
      for (const event of events) append(event);
      if (offer) append({ type: 'undo/started', ...undo, kind: offer.kind, revert: offer.revert });
      for (const event of closing) append(event);
    });
    return true;
  }

  function perform(action: ActionDeclaration, noteId: number): boolean {
    const current = state.peek();
    const note = current.notes[noteId];
    if (!note) return false;
    const context = { note, state: current, flags: noteFlags(note) };
    if (!registry.offers(action, context)) return false;
    // The offer is read before `perform`, so it reverts to the state the user saw.
    const plan = () => ({ offer: typeof action.undo === 'function' ? action.undo(context) : null, events: action.perform(context) });
    if (!takeStep(action.name, noteId, { id: noteId }, plan)) return false;
    const tracked = faults.guard(action.name, 'track', null, () => (typeof action.track === 'function' ? action.track(context) : action.track ? { name: action.track } : null));
    if (tracked) track(tracked.name, { note_id: noteId, ...tracked.properties });
    return true;
  }

  function performBulk(bulk: BulkDeclaration): boolean {
    const current = state.peek();
    // A held tab's ticked notes are listed there, and so acted on (the selector's own answer).
    const notes = checkedNotes(current, shownHolder(registry, current.ui));
    if (!registry.offeredBulk(notes, current).includes(bulk)) return false;
    const contexts = notes.map((note) => ({ note, state: current, flags: noteFlags(note) }));
    const ids = notes.map((note) => note.id);
    const plan = () => ({ offer: bulk.undo?.(contexts) ?? null, events: bulk.perform(contexts) });
    if (!takeStep(bulk.name, null, { id: ids[0]!, ids }, plan, [{ type: 'check/cleared' }])) return false;
    if (bulk.track) track(bulk.track, { count: ids.length });
    return true;
  }


  const disposers: Disposer[] = [registerCoreEffects(effects, services, () => state.peek(), {
    undoTexts: (kind) => registry.undoTexts(kind),
    requestOf: (action) => registry.action(action)?.queue,
    overrideNames: () => registry.overrideNames,
  })];
  // The reducer refuses a tab no plugin declared (a forged log, a plugin that did not load): say which.
  disposers.push(bus.on('filter/chosen', (event) => {
    if (!registry.tab(event.name)) logger.warn(`filter/chosen refused: no tab is named ${JSON.stringify(event.name)} (tabs: ${registry.tabs.map((tab) => tab.name).join(', ')})`);
  }));
  // A setting the person chose is saved; one that could not be is said, and lasts until a reload.
  disposers.push(effects.on('settings/changed', (event) => {
    if (saveSettings(services.storage, logger, event.plugin, state.peek())) return undefined;
    return { type: 'status/shown', message: SETTING_NOT_SAVED, kind: 'failure', durationMs: LIMITS.statusFailureMs };
  }));
  // Another tab's choice, read again from storage on this core's clock.
  disposers.push(services.storage.onExternalChange(({ key }) => {
    if (key !== SETTINGS_KEY) return;
    for (const event of restoreSettings(services.storage, logger, registry.settings)) timers.schedule(`settings:${(event as { plugin: string }).plugin}`, 0, event);
  }));
  const registerEffects = (plugins: readonly Plugin[]) => {
    for (const plugin of plugins) {
      for (const [key, effect] of Object.entries(plugin.effects ?? {})) {
        if (!effect) continue;
        // A key is a core event's type or a fact's plugin/name, never both (no plugin takes a core
        // event's prefix as its name): listening for both spares the first load the table of types.
        // A plugin switched off is called no more: its effects neither.
        const guarded = ((event: LoggedEvent, context: EffectContext) => (faults.off.has(plugin.name) ? undefined : effect(event as never, context))) as Effect<EventType>;
        disposers.push(effects.on(key as EventType, guarded), effects.onFact(key, guarded));
      }
    }
  };
  registerEffects([...registry.noteTypes, ...registry.actions]);
  // Each plugin's start hook, once it is registered: what it finds is appended; a throw is logged.
  const startPlugins = (plugins: readonly Plugin[]) => {
    // Their settings first, so a start hook reads the person's choices.
    const settings = plugins.flatMap((plugin) => plugin.settings ?? []);
    for (const event of restoreSettings(services.storage, logger, settings)) append(event);
    for (const plugin of plugins) {
      for (const event of faults.guard(plugin.name, 'start', [], () => [...(plugin.start?.(effectContext) ?? [])])) append(event);
    }
  };
  const { laterPlugins } = options;
  const loadPlugins = laterPlugins
    ? untilFailed(async () => {
      const later = await laterPlugins();
      if (disposed) return;
      // Refused (a PluginError) as any plugin would be; the registry keeps what it had.
      registry = createRegistry([...registered, ...later], registryOptions);
      registered = [...registered, ...later];
      reduce = createReducer(registry.stateFields, registry, faults);
      registrySignal.value = registry;
      registerEffects(later);
      // In the log, and the new plugins' state fields take their first values.
      append({ type: 'plugins/loaded', names: later.map((plugin) => plugin.name) });
      startPlugins(later);
    })
    : () => Promise.resolve();
  const select = createSelectors(state, registrySignal);
  // The selector reads the live state; a binding only ever asks about the current one.
  const dispatcher = createKeyboardDispatcher({
    registry: () => registry,
    state: () => state.peek(),
    append,
    performAction: perform,
    performBulk,
    visible: () => select.visibleNotes.peek(),
  });

  startPlugins([...registry.noteTypes, ...registry.actions]);
  const site = readSiteFilter(services.storage);
  if (site !== null) append({ type: 'site/chosen', siteId: site });

  return {
    state,
    select,
    get registry() {
      return registry;
    },
    bus,
    effects,
    timers,
    services,
    append,
    perform(actionName, noteId) {
      const action = registry.action(actionName);
      if (!action) {
        logger.warn(`unknown action ${actionName}`);
        return false;
      }
      return perform(action, noteId);
    },
    performBulk(bulkName) {
      const entry = registry.bulks.find(({ bulk }) => bulk.name === bulkName);
      if (!entry) {
        logger.warn(`unknown bulk action ${bulkName}`);
        return false;
      }
      return performBulk(entry.bulk);
    },
    handleKey: (input, present) => dispatcher.handle(input, present),
    loadPlugins,
    reduce: (current, event) => reduce(current, event),
    flush() {
      const event = flushUndo(state.peek());
      if (event) append(event);
    },
    track,
    exportLog: () => log.export(),
    dispose() {
      if (disposed) return;
      for (const dispose of disposers) dispose();
      timers.cancelAll();
      disposed = true;
    },
  };
}

// A core built without a client (tests, replays) fails loudly, through the effect that needed it.
function missingApi(): PanelApi {
  return new Proxy({} as PanelApi, {
    get(_target, property) {
      throw new Error(`This core has no platform API client (wanted wpcom.${String(property)})`);
    },
  });
}
