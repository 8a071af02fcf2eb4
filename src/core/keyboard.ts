import { noteFlags } from './blocks.ts';
import type { PanelEvent } from './events.ts';
import type { ActionDeclaration, ShortcutScope } from './plugin.ts';
import type { VisibleList } from './navigation.ts';
import type { Registry } from './registry.ts';
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
}

/** Scopes live now, most specific first. Undo keys work only with no note open. */
export function activeScopes(state: PanelState): ShortcutScope[] {
  if (state.ui.selectedNoteId !== null) return ['detail', 'panel'];
  return state.undo?.phase === 'pending' ? ['undo', 'list', 'panel'] : ['list', 'panel'];
}

/** Why a key was not handled, for logs and tests. */
export type KeyOutcome = { handled: true; by: string } | { handled: false; reason: 'guard' | 'unbound' | 'not-applicable' };

/** Turns key presses into events through the registry, behind the guards of SPEC §5. */
export function createKeyboardDispatcher(options: {
  registry: Registry;
  state: () => PanelState;
  append: (event: PanelEvent) => void;
  performAction: (action: ActionDeclaration, noteId: number) => boolean;
  /** The visible list, memoised by the core's selectors (sorting 1,000 notes per key press is waste). */
  visible?: VisibleList;
}): { handle(input: KeyInput): KeyOutcome } {
  const { registry, state, append, performAction, visible } = options;
  return {
    handle(input) {
      const current = state();
      const { ui } = current;
      const modified = input.ctrlKey || input.metaKey || input.altKey || input.shiftKey;
      if (!ui.isPanelOpen || !ui.isVisible || !ui.keyboardShortcutsAreEnabled || modified || input.targetIsEditable) {
        return { handled: false, reason: 'guard' };
      }
      for (const scope of activeScopes(current)) {
        const binding = registry.bindingFor(input.key, scope);
        if (!binding) continue;
        if (binding.kind === 'core') {
          const events = binding.binding.run(current, visible);
          if (!events) return { handled: false, reason: 'not-applicable' };
          for (const event of events) append(event);
          return { handled: true, by: binding.binding.name };
        }
        const noteId = ui.selectedNoteId;
        const note = noteId === null ? undefined : current.notes[noteId];
        const context = note && { note, state: current, flags: noteFlags(note) };
        const action = context && binding.actions.find((candidate) => registry.offers(candidate, context));
        if (!note || !action) return { handled: false, reason: 'not-applicable' };
        return performAction(action, note.id) ? { handled: true, by: action.name } : { handled: false, reason: 'not-applicable' };
      }
      return { handled: false, reason: 'unbound' };
    },
  };
}
