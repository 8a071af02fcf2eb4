import { noteFlags } from '../core/blocks.ts';
import type { Note } from '../core/note.ts';
import { actionIsOn, actionLabel, type ActionDeclaration } from '../core/plugin.ts';
import type { PanelState } from '../core/state.ts';
import { usePanel } from './context.ts';
import { nameText } from './count-text.ts';
import { useTooltip } from './use-tooltip.tsx';
import { drawPart } from './view-parts.tsx';
import { Icon, isIconName, type IconName } from './icons/index.ts';

function labelOf(action: ActionDeclaration, note: Note, state: PanelState): { text: string; pressed: boolean | undefined } {
  const context = { note, state, flags: noteFlags(note) };
  return { text: actionLabel(action, context), pressed: typeof action.label === 'string' ? undefined : actionIsOn(action, context) };
}

/** The buttons of the actions the note offers, in registry order; toggles say whether they are on. */
export function ActionBar(props: { note: Note; state: PanelState }) {
  const { core, i18n, views } = usePanel();
  // An action drawn on each user block (Subscribe: one per person) is not in the bar as well.
  const actions = core.registry.offeredActions(props.note, props.state).filter((action) => !action.userBlock);
  if (actions.length === 0) return null;
  return (
    <div className="wpnc__actions" role="group" aria-label={i18n.__('Actions')}>
      {actions.map((action) => {
        const { text, pressed } = labelOf(action, props.note, props.state);
        const perform = () => core.perform(action.name, props.note.id);
        // An action with a part of its own draws it instead of its button.
        const Part = views?.find((view) => view.plugin === action.name)?.action;
        if (Part) return drawPart(core, action.name, 'action', Part, { note: props.note, state: props.state, flags: noteFlags(props.note), i18n, label: i18n.__(text), perform });
        return (
          <ActionButton
            key={action.name}
            name={action.name}
            label={i18n.__(text)}
            pressed={pressed}
            shortcut={action.shortcut?.key.toUpperCase()}
            onClick={perform}
            icon={isIconName(action.icon) ? action.icon : undefined}
          />
        );
      })}
    </div>
  );
}

/** One action button; resting on it shows its keyboard shortcut. */
function ActionButton(props: { name: string; label: string; icon: IconName | undefined; pressed: boolean | undefined; shortcut: string | undefined; onClick: () => void }) {
  const { i18n } = usePanel();
  /* translators: %s: a key, such as A */
  const { shortcut } = props;
  const { trigger, tooltip } = useTooltip(shortcut ? () => nameText(i18n.__('Shortcut: %s'), shortcut) : props.label);
  return (
    <span className="wpnc__tip">
      <button
        type="button"
        className={`wpnc__action wpnc__action-${props.name}${props.pressed ? ' is-on' : ''}`}
        aria-pressed={props.pressed}
        aria-keyshortcuts={props.shortcut}
        onClick={props.onClick}
        {...trigger}
      >
        {props.icon ? <Icon name={props.icon} size={18} /> : null}
        <span>{props.label}</span>
      </button>
      {tooltip}
    </span>
  );
}
