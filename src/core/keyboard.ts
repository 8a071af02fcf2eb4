import { noteFlags } from './blocks.ts';
import type { PanelEvent } from './events.ts';
import type { ActionDeclaration, BulkDeclaration, ShortcutScope } from './plugin.ts';
import type { VisibleList } from './navigation.ts';
import { normaliseKey, type Registry } from './registry.ts';
import type { PanelState } from './state.ts';

/** A key press as the dispatcher needs it; the DOM layer fills `targetIsEditable`. */
export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  /** A text field, textarea, select or contenteditable (inside a shadow root too) has focus. */
  targetIsEditable?: boolean;
  /** The note whose list row has keyboard focus, if one does: what `x` ticks. */
  focusedNoteId?: number | null;
  /** A control other than a list row (a button, link, checkbox…) has focus: Enter and Space press it. */
  targetIsControl?: boolean;
}

/** The keys a focused control answers to by itself. */
const ACTIVATION_KEYS = new Set(['Enter', ' ']);

/**
 * Scopes live now, most specific first. While an undo bar shows, its keys win in every view (a
 * spam in the detail view opens the next note, and u must still reach the bar); while rows are
 * ticked, the bulk keys are live too.
 */
export function activeScopes(state: PanelState): ShortcutScope[] {
  const scopes: ShortcutScope[] = [];
  if (state.undo?.phase === 'pending') scopes.push('undo');
  if (state.checks.ids.length > 0) scopes.push('selection');
  scopes.push(state.ui.selectedNoteId !== null ? 'detail' : 'list', 'panel');
  return scopes;
}

/**
 * The key as bindings name it: `j`; `Shift+j` (letters and named keys with Shift); `!` (a symbol
 * Shift types is its own name); `Mod+z` (Ctrl, or ⌘ on a Mac). Null for chords no binding may claim
 * (Alt, Ctrl+Shift).
 */
export function chordOf(input: KeyInput): string | null {
  if (input.altKey) return null;
  const key = normaliseKey(input.key);
  if (input.ctrlKey || input.metaKey) return input.shiftKey ? null : `Mod+${key}`;
  if (!input.shiftKey) return key;
  const symbol = input.key.length === 1 && input.key.toLowerCase() === input.key.toUpperCase() && input.key !== ' ';
  return symbol ? input.key : `Shift+${key}`;
}

/**
 * A view that can show a key's outcome before the core has it (a prebuilt note: the press paints at
 * once, the rest follows): true when it did, and then it appends `events` itself, soon and in order.
 */
export type KeyPresenter = (events: readonly PanelEvent[]) => boolean;

/** Why a key was not handled, for logs and tests. */
export type KeyOutcome = { handled: true; by: string } | { handled: false; reason: 'guard' | 'unbound' | 'not-applicable' };

const handledBy = (by: string): KeyOutcome => ({ handled: true, by });
const notHandled = (reason: 'guard' | 'unbound' | 'not-applicable'): KeyOutcome => ({ handled: false, reason });

/** Turns key presses into events through the registry, behind the guards of SPEC §5. */
export function createKeyboardDispatcher(options: {
  /** The registry now (it is compiled anew when later plugins arrive). */
  registry: () => Registry;
  state: () => PanelState;
  append: (event: PanelEvent) => void;
  performAction: (action: ActionDeclaration, noteId: number) => boolean;
  /** Runs a bulk action on the ticked notes; false when it does not apply to all of them. */
  performBulk: (bulk: BulkDeclaration) => boolean;
  /** The visible list, memoised by the core's selectors (sorting 1,000 notes per key press is waste). */
  visible: VisibleList;
}): { handle(input: KeyInput, present?: KeyPresenter): KeyOutcome } {
  const { registry, state, append, performAction, performBulk, visible } = options;
  return {
    handle(input, present) {
      const current = state();
      const { ui } = current;
      const chord = chordOf(input);
      if (!ui.isPanelOpen || !ui.isVisible || !ui.keyboardShortcutsAreEnabled || chord === null || input.targetIsEditable || (input.targetIsControl && ACTIVATION_KEYS.has(input.key))) {
        return notHandled('guard');
      }
      const modified = chord !== normaliseKey(input.key);
      for (const scope of activeScopes(current)) {
        const binding = registry().bindingFor(chord, scope);
        if (!binding) continue;
        if (binding.kind === 'bulk') {
          return performBulk(binding.bulk) ? handledBy(binding.bulk.name) : notHandled('not-applicable');
        }
        if (binding.kind === 'core') {
          const events = binding.binding.run(current, visible, input);
          if (!events) return notHandled('not-applicable');
          if (!present?.(events)) for (const event of events) append(event);
          return handledBy(binding.binding.name);
        }
        // An action's key acts on the open note, or in the list on the row that has keyboard focus.
        const noteId = scope === 'detail' ? ui.selectedNoteId : (ui.selectedNoteId ?? input.focusedNoteId ?? null);
        const note = noteId === null ? undefined : current.notes[noteId];
        const context = note && { note, state: current, flags: noteFlags(note) };
        const action = context && binding.actions.find((candidate) => registry().offers(candidate, context));
        return note && action && performAction(action, note.id) ? handledBy(action.name) : notHandled('not-applicable');
      }
      // SPEC §5: a held modifier stops every shortcut but the chords bindings claim by name.
      return notHandled(modified ? 'guard' : 'unbound');
    },
  };
}
