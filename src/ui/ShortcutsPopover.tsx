import { useSignals } from '@preact/signals-react/runtime';
import { usePanel } from './context.ts';

const KEY_NAMES: Record<string, string> = { ArrowDown: '↓', ArrowUp: '↑', ArrowLeft: '←', ArrowRight: '→', Escape: 'Esc', Enter: 'Enter' };

/** The keyboard-shortcuts button and popover; the list is generated from the registry. */
export function ShortcutsPopover() {
  useSignals();
  const { core, i18n } = usePanel();
  const open = core.state.value.ui.shortcutsPopoverIsOpen;
  return (
    <div className="wpnc__shortcuts">
      <button
        type="button"
        className="wpnc__shortcuts-button"
        aria-expanded={open}
        aria-controls="wpnc-shortcuts"
        onClick={() => core.append({ type: 'shortcuts/popoverToggled' })}
      >
        <span aria-hidden="true">⌨</span>
        <span className="wpnc__sr-only">{i18n.__('Keyboard shortcuts')}</span>
      </button>
      {open ? (
        <div id="wpnc-shortcuts" className="wpnc__shortcuts-popover" role="dialog" aria-label={i18n.__('Keyboard shortcuts')}>
          <ul>
            {core.registry.help.map((entry) => (
              <li key={`${entry.scope}-${entry.source}-${entry.keys.join()}`}>
                <span className="wpnc__keys">
                  {entry.keys.map((key) => (
                    <kbd key={key}>{KEY_NAMES[key] ?? key.toUpperCase()}</kbd>
                  ))}
                </span>
                <span>{i18n.__(entry.description)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
