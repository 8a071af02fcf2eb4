import type { Disposer } from './bus.ts';
import type { Effects } from './effects.ts';
import type { EventType } from './events.ts';
import type { QueueableRequest, UndoTexts } from './plugin.ts';
import type { QueueEntry } from './queue.ts';
import type { Services } from './services.ts';
import { LIMITS, type PanelState } from './state.ts';
import { cleanStorage, writeSiteFilter } from './stored-keys.ts';
import { localMidnight } from './clock.ts';
import { registerUndoEffects } from './undo-effects.ts';

/** The events that change the offline queue. */
const QUEUE_CHANGES = ['queue/added', 'queue/restored', 'queue/replayed', 'queue/dropped'] as const satisfies readonly EventType[];

/** The core's own timers and storage effects: they answer events with events, never touch state. */
export function registerCoreEffects(
  effects: Effects,
  services: Services,
  state: () => PanelState,
  plugins: { undoTexts(kind: string): UndoTexts | undefined; requestOf(action: string): QueueableRequest | undefined; overrideNames(): readonly string[] },
): Disposer {
  const { requestOf } = plugins;
  const { timers, storage, clock, track } = services;
  const scheduleMidnight = () => {
    const now = clock.now();
    timers.schedule('midnight', localMidnight(now, -1) - now + 1, () => {
      scheduleMidnight();
      return { type: 'clock/dayChanged' };
    });
  };
  scheduleMidnight();
  // The queue as the last queue event left it: what leaves it is what that event took out.
  let queued: readonly QueueEntry[] = state().queue;

  const disposers = [
    // SPEC §7 'open': a note is opened, by a click, a key or the arrows.
    effects.on('note/selected', (event) => {
      const note = state().notes[event.id];
      if (note) track('open', { note_id: note.id, note_type: note.type });
    }),
    effects.on('status/shown', (event) => {
      timers.schedule('status', event.durationMs ?? LIMITS.statusMs, { type: 'clock/statusExpired', statusSeq: event.seq });
    }),
    // A queued action keeps its override while it waits (its slice puts it back after each reset);
    // once it leaves the queue (sent, dropped, or sent by another tab), its action's request starts
    // the reset a request sent now gets, so the note follows the platform's copy again.
    ...QUEUE_CHANGES.map((type) => effects.on(type, () => {
      const before = queued;
      queued = state().queue;
      for (const entry of before) {
        if (queued.some((waiting) => waiting.key === entry.key)) continue;
        requestOf(entry.action)?.reset?.(entry, timers);
      }
    })),
    effects.on('site/chosen', (event) => writeSiteFilter(storage, event.siteId)),
    // Every list answer settles the window (reducers/notes.ts keepWindow): entries of notes the
    // panel no longer holds go with them, whether the page was short or full.
    effects.on('notes/received', (event) => {
      if (event.listIds) cleanStorage(storage, { listedIds: Object.keys(state().notes).map(Number), now: clock.now() });
    }),
  ];

  const undo = registerUndoEffects(effects, services, state, plugins);
  return () => {
    undo();
    for (const dispose of disposers) dispose();
    timers.cancel('midnight');
  };
}

/** Commits a pending undo right away (before the page unloads). */
export function flushUndo(state: PanelState): { type: 'undo/closed'; id: number } | null {
  return state.undo?.phase === 'pending' ? { type: 'undo/closed', id: state.undo.id } : null;
}
