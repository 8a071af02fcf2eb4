import type { UndoKind } from '../core/events.ts';
import { usePanel } from './context.ts';
import { Icon } from './icons/index.ts';

/** Shown in place of a note being spammed or trashed, until the undo delay runs out. */
export function UndoBar(props: { id: number; kind: UndoKind }) {
  const { core, i18n } = usePanel();
  const message = props.kind === 'spam' ? i18n.__('Comment marked as spam') : i18n.__('Comment trashed');
  return (
    <div className="wpnc__undo" role="status">
      <span className="wpnc__undo-message">{message}</span>
      <button type="button" className="wpnc__undo-button" onClick={() => core.append({ type: 'undo/cancelled', id: props.id })}>
        <Icon name="undo" size={16} />
        {i18n.__('Undo')}
      </button>
      <button
        type="button"
        className="wpnc__undo-close"
        aria-label={i18n.__('Dismiss')}
        onClick={() => core.append({ type: 'undo/closed', id: props.id })}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
