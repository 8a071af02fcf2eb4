import { usePanel } from './context.ts';
import { keyLabel } from './key-label.ts';

/** The keyboard-shortcuts popover's content: generated from the registry, and the log export. */
export function ShortcutsHelp() {
  const { core, i18n, host } = usePanel();
  // A bug report's best attachment: the event log replays to exactly this screen (`cli replay`).
  const exportLog = () => {
    const name = `notifications-log-${new Date(core.services.clock.now()).toISOString().replace(/[:.]/g, '-')}.jsonl`;
    (host.saveFile ?? downloadFile)(name, core.exportLog());
  };
  return (
    <>
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
    </>
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
