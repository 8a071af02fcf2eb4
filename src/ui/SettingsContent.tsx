/**
 * The settings popover's content (a later view: SettingsPopover.tsx draws its place): each plugin's
 * settings drawn with the panel's own controls, desktop notifications when the host opted in, and
 * "Report a problem", whose event log replays to the screen the person saw (`cli replay`).
 */
import type { KeyboardEvent } from 'react';
import type { PluginSettings, SettingDeclaration, SettingValue } from '../core/settings.ts';
import { usePanel, usePanelState } from './context.ts';
import { DesktopNotifySlot } from './DesktopNotifySlot.tsx';
import { Icon } from './icons/index.ts';
import { SETTINGS_BUTTON_ID } from './SettingsPopover.tsx';
import { Switch } from './Switch.tsx';

/** The popover's content. */
export function SettingsContent() {
  const { core, i18n, host } = usePanel();
  // Drawn again when a setting changes (here, or in another tab).
  usePanelState((state) => state.settings);
  const close = () => {
    core.append({ type: 'settings/closed' });
    document.getElementById(SETTINGS_BUTTON_ID)?.focus();
  };
  // Escape in a field of the popover (which the panel's keys leave alone) closes it, not the panel.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    event.preventDefault();
    close();
  };
  const exportLog = () => {
    const name = `notifications-log-${new Date(core.services.clock.now()).toISOString().replace(/[:.]/g, '-')}.jsonl`;
    (host.saveFile ?? downloadFile)(name, core.exportLog());
  };
  return (
    <div onKeyDown={onKeyDown}>
      <div className="wpnc__settings-top">
        <h2 id="wpnc-settings-title">{i18n.__('Settings')}</h2>
        <button type="button" className="wpnc__shortcuts-button" onClick={close} aria-label={i18n.__('Close settings')}>
          <Icon name="close" size={16} />
        </button>
      </div>
      {core.registry.settings.map((settings) => (
        <PluginFields key={settings.plugin} settings={settings} />
      ))}
      <DesktopNotifySlot part="settings" />
      <section className="wpnc__settings-section" aria-labelledby="wpnc-report">
        <h3 id="wpnc-report">{i18n.__('Report a problem')}</h3>
        <p>{i18n.__('Attach the event log to your report: it shows what happened in this panel.')}</p>
        <button type="button" className="wpnc__export" onClick={exportLog}>
          {i18n.__('Export event log')}
        </button>
      </section>
    </div>
  );
}

/** One plugin's settings, each with the control its type asks for. */
function PluginFields({ settings }: { settings: PluginSettings }) {
  const { core, i18n } = usePanel();
  const values = settings.read(core.state.peek());
  const set = (name: string, value: SettingValue) => core.append(settings.change({ [name]: value }));
  return (
    <section className="wpnc__settings-section">
      {Object.entries(settings.declarations).map(([name, declaration]) => (
        <Field key={name} id={`wpnc-setting-${settings.plugin}-${name}`} label={i18n.__(declaration.label)} declaration={declaration} value={values[name]!} set={(value) => set(name, value)} />
      ))}
    </section>
  );
}

function Field(props: { id: string; label: string; declaration: SettingDeclaration; value: SettingValue; set(value: SettingValue): void }) {
  const { i18n } = usePanel();
  const { declaration, value, set } = props;
  if (declaration.type === 'boolean') return <Switch label={props.label} on={value === true} set={set} />;
  return (
    <div className="wpnc__setting">
      <label htmlFor={props.id}>{props.label}</label>
      {declaration.type === 'time' ? (
        // A time being typed is '' until whole: only a whole one is kept.
        <input id={props.id} type="time" value={String(value)} onChange={(event) => event.currentTarget.value && set(event.currentTarget.value)} />
      ) : (
        <select id={props.id} value={String(value)} onChange={(event) => set(event.currentTarget.value)}>
          {declaration.options.map((option) => (
            <option key={option.value} value={option.value}>{i18n.__(option.label)}</option>
          ))}
        </select>
      )}
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
