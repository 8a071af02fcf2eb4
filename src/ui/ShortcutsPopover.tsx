import { useSignals } from '@preact/signals-react/runtime';
import { usePanel } from './context.ts';
import { Icon } from './icons/index.ts';

const KEY_NAMES: Record<string, string> = { ArrowDown: '↓', ArrowUp: '↑', ArrowLeft: '←', ArrowRight: '→', Escape: 'Esc', Enter: 'Enter' };

const onMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A key as the help shows it: `Mod+z` is Ctrl+Z (⌘Z on a Mac), `Shift+j` is ⇧J. */
export function keyLabel(key: string): string {
  const chord = /^(Mod|Shift)\+(.+)$/.exec(key);
  if (chord) return `${chord[1] === 'Shift' ? '⇧' : onMac ? '⌘' : 'Ctrl+'}${keyLabel(chord[2]!)}`;
  return KEY_NAMES[key] ?? key.toUpperCase();
}

/** The keyboard-shortcuts button and popover; the list is generated from the registry. */
export function ShortcutsPopover() {
  useSignals();
  const { core, i18n, host } = usePanel();
  // A bug report's best attachment: the event log replays to exactly this screen (`cli replay`).
  const exportLog = () => {
    const name = `notifications-log-${new Date(core.services.clock.now()).toISOString().replace(/[:.]/g, '-')}.jsonl`;
    (host.saveFile ?? downloadFile)(name, core.exportLog());
  };
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
        <Icon name="keyboard" size={20} />
        <span className="wpnc__sr-only">{i18n.__('Keyboard shortcuts')}</span>
      </button>
      {open ? (
        <div id="wpnc-shortcuts" className="wpnc__shortcuts-popover" role="dialog" aria-label={i18n.__('Keyboard shortcuts')}>
          <ul>
            {core.registry.help.map((entry) => (
              <li key={`${entry.scope}-${entry.source}-${entry.keys.join()}`}>
                <span className="wpnc__keys">
                  {entry.keys.map((key) => (
                    <kbd key={key}>{keyLabel(key)}</kbd>
                  ))}
                </span>
                <span>{i18n.__(entry.description)}</span>
              </li>
            ))}
          </ul>
          <button type="button" className="wpnc__export" onClick={exportLog}>
            {i18n.__('Export event log')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Offers text as a file download from the page. */
function downloadFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
