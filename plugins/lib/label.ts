/** The text a button shows, shared by the UI, the CLI and tests. */
import { noteFlags, type ActionDeclaration, type Note, type PanelState } from '../../src/core/index.ts';

/** An action's label for a note now: the `on` label of a toggle that is on, else the `off` one. */
export function actionLabel(action: ActionDeclaration, note: Note, state: PanelState): string {
  if (typeof action.label === 'string') return action.label;
  const on = action.isOn?.({ note, state, flags: noteFlags(note) }) ?? false;
  return on ? action.label.on : action.label.off;
}

/** The labels of every action a note offers now, in registration order. */
export function offeredLabels(actions: readonly ActionDeclaration[], note: Note, state: PanelState): string[] {
  return actions.map((action) => actionLabel(action, note, state));
}
