/**
 * Desktop notifications' views (issue 34), in the chunk that loads only for a host that opted in
 * (src/frame/notify/desktop.ts hands them over with its control): the offer line ("Get desktop
 * notifications", dismissible); the settings bell in the list's header; the settings it opens above
 * the list (on or off, and each kind).
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { I18n } from '@wordpress/i18n';
import { useEffect } from 'react';
import { usePanel } from './context.ts';
import { DESKTOP_KINDS, type DesktopKind } from './desktop-notify.ts';
import { Icon } from './icons/index.ts';

const kindLabel = (i18n: I18n, kind: DesktopKind): string =>
  ({
    approval: i18n.__('Comments awaiting approval'),
    comment: i18n.__('Comments'),
    like: i18n.__('Likes'),
    follow: i18n.__('Subscribers'),
    achievement: i18n.__('Achievements'),
    other: i18n.__('Everything else'),
  })[kind];

/** The part of desktop notifications drawn at this place: the offer and settings ("line"), or the settings button. */
export function DesktopNotify(props: { part: 'line' | 'button' }) {
  useSignals();
  const { i18n, host } = usePanel();
  const control = host.desktopNotify?.value;
  const state = control?.state.value;
  // Open, the settings take Escape first (before the panel's keys: the capture phase), so Escape
  // closes them, not the whole panel.
  const open = props.part === 'line' && !!state?.settingsOpen;
  useEffect(() => {
    if (!open || !control) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopImmediatePropagation();
      event.preventDefault();
      control.toggleSettings();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open, control]);
  if (!control || !state) return null;
  const name = i18n.__('Desktop notifications');
  if (props.part === 'button') {
    return (
      <button type="button" className="wpnc__shortcuts-button" aria-expanded={state.settingsOpen} aria-label={name} onClick={control.toggleSettings}>
        <Icon name="bell" size={18} />
      </button>
    );
  }
  const blocked = state.permission === 'denied';
  // The offline line's and the list header's looks: this chunk brings no stylesheet of its own.
  return (
    <>
      {state.offer ? (
        <div className="wpnc__list-top" role="group" aria-label={name}>
          <button type="button" className="wpnc__mark-all" onClick={control.ask}>
            <Icon name="bell" size={16} />
            {i18n.__('Get desktop notifications')}
          </button>
          <button type="button" className="wpnc__shortcuts-button" onClick={() => control.setEnabled(false)} aria-label={i18n.__('No thanks')}>
            <Icon name="close" size={16} />
          </button>
        </div>
      ) : null}
      {state.settingsOpen ? (
        <section className="wpnc__offline wpnc__desktop-settings" aria-labelledby="wpnc-desktop-settings">
          <div className="wpnc__desktop-settings-top">
            <h2 id="wpnc-desktop-settings">{name}</h2>
            <button type="button" className="wpnc__shortcuts-button" onClick={control.toggleSettings} aria-label={i18n.__('Dismiss')}>
              <Icon name="close" size={16} />
            </button>
          </div>
          <label>
            <input type="checkbox" checked={state.enabled} disabled={blocked} onChange={(event) => control.setEnabled(event.currentTarget.checked)} />
            {name}
            {blocked ? ` (${i18n.__('Blocked by your browser')})` : null}
          </label>
          {state.enabled
            ? DESKTOP_KINDS.map((kind) => (
                <div key={kind}>
                  <label>
                    <input type="checkbox" checked={!state.off.includes(kind)} onChange={(event) => control.setKind(kind, event.currentTarget.checked)} />
                    {kindLabel(i18n, kind)}
                  </label>
                </div>
              ))
            : null}
        </section>
      ) : null}
    </>
  );
}
