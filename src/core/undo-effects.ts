import type { Disposer } from './bus.ts';
import type { Effects } from './effects.ts';
import { isRemoval, type PanelEvent } from './events.ts';
import type { UndoTexts } from './plugin.ts';
import type { Services } from './services.ts';
import { LIMITS, type PanelState, type UndoState } from './state.ts';

/** A kind no action declared texts for (a plugin's mistake) still gets a plain message. */
export const FALLBACK_UNDO_TEXTS: UndoTexts = {
  done: ['Done', '%d notifications changed'],
  undone: ['Undone.', 'Undone: %d notifications.'],
};

/** The status event that says a step was undone, in the words its action declared. */
export function undoneStatus(undo: Pick<UndoState, 'kind' | 'ids'>, texts: UndoTexts | undefined): PanelEvent {
  const [message, plural] = (texts ?? FALLBACK_UNDO_TEXTS).undone;
  return { type: 'status/shown', message, plural, count: undo.ids.length, kind: 'info' };
}

/**
 * The undo window's timer: one step at a time. A removal runs when its window ends, when the bar is
 * dismissed, when the panel closes, or at once when another step replaces it; a sent action's window
 * simply ends. Undo answers with the step's revert events and a polite status.
 */
export function registerUndoEffects(
  effects: Effects,
  services: Services,
  state: () => PanelState,
  plugins: { undoTexts(kind: string): UndoTexts | undefined; overrideNames(): readonly string[] },
): Disposer {
  const { undoTexts } = plugins;
  const { timers, track } = services;
  // The step being timed, kept here because a newer step replaces it in state.
  let pending: UndoState | null = null;
  const commit = (undo: UndoState): PanelEvent => {
    timers.cancel('undo');
    if (pending?.id === undo.id) pending = null;
    return { type: 'undo/committed', id: undo.id, kind: undo.kind, ids: undo.ids, removal: isRemoval(undo) };
  };

  const disposers = [
    effects.on('undo/started', (event) => {
      const current = state().undo;
      // The reducer refused it (its notes are gone): the step being timed stays as it was.
      if (current?.id !== event.id || current.phase !== 'pending') return undefined;
      const previous = pending;
      // A removal of the same kind joined the pending one; anything else carries that one out now.
      const joined = previous !== null && previous.ids.every((id) => current.ids.includes(id));
      const carried = previous && !joined ? commit(previous) : null;
      pending = current;
      timers.schedule('undo', LIMITS.undoDelayMs, { type: 'clock/undoExpired', id: current.id });
      return carried ?? undefined;
    }),
    effects.on('clock/undoExpired', (event) => (pending?.id === event.id ? commit(pending) : undefined)),
    effects.on('undo/closed', (event) => (pending?.id === event.id ? commit(pending) : undefined)),
    // A pending removal is never silently lost: closing the panel carries it out.
    effects.on('panel/closed', () => (pending ? commit(pending) : undefined)),
    effects.on('undo/cancelled', (event) => {
      const undone = pending;
      if (undone?.id !== event.id) return undefined;
      timers.cancel('undo');
      pending = null;
      if (isRemoval(undone)) {
        for (const id of undone.ids) track(`un${undone.kind}`, { note_id: id });
      } else {
        track('undo', { kind: undone.kind, count: undone.ids.length });
      }
      return [...undone.revert, undoneStatus(undone, undoTexts(undone.kind))];
    }),
    effects.on('undo/committed', (event) => {
      // A removed note's optimistic overrides, whichever plugins keep them, follow the platform again.
      const overrides = [...plugins.overrideNames()];
      if (!isRemoval(event) || overrides.length === 0) return;
      for (const id of event.ids ?? [event.id]) {
        timers.schedule(`reset:${id}`, LIMITS.overrideResetMs, { type: 'clock/overridesExpired', id, overrides });
      }
    }),
  ];
  return () => {
    for (const dispose of disposers) dispose();
  };
}
