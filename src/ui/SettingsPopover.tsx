import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { usePanel, usePanelState } from './context.ts';
import { Icon } from './icons/index.ts';
import { fitToPanel } from './ShortcutsPopover.tsx';
import { useLaterViews } from './views.tsx';

/** The id of the settings button: closing the popover from inside it puts focus back there. */
export const SETTINGS_BUTTON_ID = 'wpnc-settings-button';

/**
 * The panel's one settings popover (issue 41, 44): its gear in the header, and the popover it opens,
 * whose content (the plugins' settings, desktop notifications, "Report a problem") is a later view.
 * Open is the core's (`settings/toggled`): Escape closes it before the panel, and the panel closing closes it.
 */
export const SettingsPopover = memo(function SettingsPopover() {
  useSignals();
  const { core, i18n } = usePanel();
  const Settings = useLaterViews().Settings;
  const open = usePanelState((state) => state.ui.settingsOpen === true);
  return (
    <div className="wpnc__shortcuts">
      <button
        type="button"
        id={SETTINGS_BUTTON_ID}
        className="wpnc__shortcuts-button"
        aria-expanded={open}
        aria-controls="wpnc-settings"
        aria-label={i18n.__('Settings')}
        onClick={() => core.append({ type: 'settings/toggled' })}
      >
        <Icon name="settings" size={20} />
      </button>
      {open ? (
        <div id="wpnc-settings" ref={fitToPanel} className="wpnc__shortcuts-popover wpnc__settings-popover" role="dialog" aria-labelledby="wpnc-settings-title">
          <Settings />
        </div>
      ) : null}
    </div>
  );
});
