import { noteFlags } from '../core/blocks.ts';
import type { Note } from '../core/note.ts';
import { actionIsOn, actionLabel, type ActionDeclaration } from '../core/plugin.ts';
import type { PanelState } from '../core/state.ts';
import { usePanel } from './context.ts';
import { Icon, isIconName } from './icons/index.ts';

function labelOf(action: ActionDeclaration, note: Note, state: PanelState): { text: string; pressed: boolean | undefined } {
  const context = { note, state, flags: noteFlags(note) };
  return { text: actionLabel(action, context), pressed: typeof action.label === 'string' ? undefined : actionIsOn(action, context) };
}

/** The buttons of the actions the note offers, in registry order; toggles say whether they are on. */
export function ActionBar(props: { note: Note; state: PanelState }) {
  const { core, i18n } = usePanel();
  // Subscribe lives on each user block (FollowButton), one per person, not once per note.
  const actions = core.registry.offeredActions(props.note, props.state).filter((action) => action.name !== 'follow');
  if (actions.length === 0) return null;
  return (
    <div className="wpnc__actions" role="group" aria-label={i18n.__('Actions')}>
      {actions.map((action) => {
        const { text, pressed } = labelOf(action, props.note, props.state);
        const shortcut = action.shortcut?.key.toUpperCase();
        return (
          <button
            key={action.name}
            type="button"
            className={`wpnc__action wpnc__action-${action.name}${pressed ? ' is-on' : ''}`}
            aria-pressed={pressed}
            aria-keyshortcuts={shortcut}
            onClick={() => core.perform(action.name, props.note.id)}
          >
            {isIconName(action.icon) ? <Icon name={action.icon} size={18} /> : null}
            <span>{i18n.__(text)}</span>
          </button>
        );
      })}
    </div>
  );
}
