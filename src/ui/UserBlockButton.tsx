import { noteFlags } from '../core/blocks.ts';
import type { Block, Note } from '../core/note.ts';
import type { ActionDeclaration } from '../core/plugin.ts';
import type { PanelState } from '../core/state.ts';
import { usePanel } from './context.ts';
import { Icon, isIconName } from './icons/index.ts';

/** An action's toggle on one user block (its `userBlock` slot: Subscribe, one per person). */
export function UserBlockButton(props: { action: ActionDeclaration; block: Block; note: Note; state: PanelState }) {
  const { core, i18n } = usePanel();
  const { action, block, note } = props;
  const slot = action.userBlock!;
  const shown = slot.state(block, { note, state: props.state, flags: noteFlags(note) });
  if (!shown) return null;
  const label = i18n.__(typeof action.label === 'string' ? action.label : shown.on ? action.label.on : action.label.off);
  const icon = shown.on ? (slot.iconOn ?? action.icon) : action.icon;
  return (
    <button
      type="button"
      className={`wpnc__block-action wpnc__block-action-${action.name}${shown.on ? ' is-on' : ''}`}
      aria-pressed={typeof action.label === 'string' ? undefined : shown.on}
      aria-busy={shown.busy || undefined}
      aria-label={`${label}: ${block.text ?? ''}`}
      onClick={() => {
        // Read now, not at render: one undoable step on the open note, or none while busy.
        const state = core.state.peek();
        const current = state.notes[note.id] ?? note;
        for (const event of slot.perform(block, { note: current, state, flags: noteFlags(current) })) core.append(event);
      }}
    >
      {isIconName(icon) ? <Icon name={icon} size={16} /> : null}
      {label}
    </button>
  );
}
