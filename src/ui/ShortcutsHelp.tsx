import type { ShortcutHelp } from '../core/registry.ts';
import type { ShortcutScope } from '../core/plugin.ts';
import { usePanel, usePanelState } from './context.ts';
import { panelDirection } from './direction.ts';
import { keyLabel } from './key-label.ts';
import { nameText } from './count-text.ts';
import { filledValue } from '../core/undo-message.ts';

/**
 * The help's sections, in the order they show, with their headings: the same letter does one
 * thing in the list (a: All) and another in an open note (A: Approve), so each key says where it applies.
 */
const SECTIONS: readonly (readonly [ShortcutScope, string])[] = [
  ['panel', 'Anywhere in the panel'],
  ['list', 'In the list'],
  ['detail', 'In an open note'],
  ['selection', 'With notifications selected'],
  ['undo', 'While Undo shows'],
];

/** The keyboard-shortcuts popover's content: generated from the registry (the log export is in the settings' "Report a problem"). */
export function ShortcutsHelp() {
  const { core, i18n } = usePanel();
  const locale = usePanelState((state) => state.client.locale);
  const direction = panelDirection(locale, i18n);
  const entries = (scope: ShortcutScope): ShortcutHelp[] => core.registry.help.filter((entry) => entry.scope === scope);
  return (
    <>
      {SECTIONS.filter(([scope]) => entries(scope).length > 0).map(([scope, heading]) => (
        <section key={scope} className="wpnc__shortcuts-section" aria-labelledby={`wpnc-shortcuts-${scope}`}>
          <h2 id={`wpnc-shortcuts-${scope}`} className="wpnc__shortcuts-heading">{i18n.__(heading)}</h2>
          <ul>
            {entries(scope).map((entry) => (
              <li key={`${entry.source}-${entry.keys.join()}`}>
                <span className="wpnc__keys">
                  {entry.keys.map((key) => (
                    <kbd key={key}>{keyLabel(key, direction)}</kbd>
                  ))}
                </span>
                <span className="wpnc__key-description">{entry.value ? nameText(i18n.__(entry.description), filledValue(core.registry.faults, entry.source, entry.value, core.state.peek())) : i18n.__(entry.description)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

