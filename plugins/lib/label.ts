/** The text a button shows, shared by the UI, the CLI and tests. */
import { actionLabel as labelFor, noteFlags, type ActionDeclaration, type Note, type PanelState } from '../../src/core/index.ts';

/** An action's label for a note now (the core's `actionLabel`, from a note and a state). */
export function actionLabel(action: ActionDeclaration, note: Note, state: PanelState): string {
  return labelFor(action, { note, state, flags: noteFlags(note) });
}
