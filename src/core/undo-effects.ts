import type { Disposer } from './bus.ts';
import type { Effects } from './effects.ts';
import { isRemoval, type PanelEvent, type UndoKind } from './events.ts';
import type { Services } from './services.ts';
import { LIMITS, type PanelState, type UndoState } from './state.ts';

/**
 * What the status bar says once a step is undone, by kind: English source strings (singular, plural
 * with `%d`), translated at render like every status message.
 */
export const UNDONE_MESSAGES: Record<UndoKind, readonly [string, string]> = {
  spam: ['Undone: the comment is back.', 'Undone: %d comments are back.'],
  trash: ['Undone: the comment is back.', 'Undone: %d comments are back.'],
  approve: ['Undone: the comment is unapproved again.', 'Undone: %d comments are unapproved again.'],
  unapprove: ['Undone: the comment is approved again.', 'Undone: %d comments are approved again.'],
  like: ['Undone: like removed.', 'Undone: %d likes removed.'],
  unlike: ['Undone: liked again.', 'Undone: %d liked again.'],
  read: ['Undone: marked as unread again.', 'Undone: %d notifications marked as unread again.'],
  unread: ['Undone: marked as read again.', 'Undone: %d notifications marked as read again.'],
  follow: ['Undone: subscription removed.', 'Undone: %d subscriptions removed.'],
  unfollow: ['Undone: subscribed again.', 'Undone: subscribed again to %d sites.'],
};

/** The status event that says a step was undone. */
export function undoneStatus(undo: Pick<UndoState, 'kind' | 'ids'>): PanelEvent {
  const [message, plural] = UNDONE_MESSAGES[undo.kind];
  return { type: 'status/shown', message, plural, count: undo.ids.length, kind: 'info' };
}

/**
 * The undo window's timer: one step at a time. A removal runs when its window ends, when the bar is
 * dismissed, when the panel closes, or at once when another step replaces it; a sent action's window
 * simply ends. Undo answers with the step's revert events and a polite status.
 */
export function registerUndoEffects(effects: Effects, services: Services, state: () => PanelState): Disposer {
  const { timers, track } = services;
  // The step being timed, kept here because a newer step replaces it in state.
  let pending: UndoState | null = null;
  const commit = (undo: UndoState): PanelEvent => {
    timers.cancel('undo');
    if (pending?.id === undo.id) pending = null;
    return { type: 'undo/committed', id: undo.id, kind: undo.kind, ids: undo.ids };
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
      if (isRemoval(undone.kind)) {
        for (const id of undone.ids) track(undone.kind === 'spam' ? 'unspam' : 'untrash', { note_id: id });
      } else {
        track('undo', { kind: undone.kind, count: undone.ids.length });
      }
      return [...undone.revert, undoneStatus(undone)];
    }),
    effects.on('undo/committed', (event) => {
      if (!isRemoval(event.kind)) return;
      for (const id of event.ids ?? [event.id]) {
        timers.schedule(`reset:${id}`, LIMITS.overrideResetMs, { type: 'clock/overridesExpired', id, overrides: ['approval', 'like'] });
      }
    }),
  ];
  return () => {
    for (const dispose of disposers) dispose();
  };
}
