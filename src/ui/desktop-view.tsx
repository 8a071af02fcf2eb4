/**
 * Desktop notifications' views (issue 34), in the chunk that loads only for a host that opted in
 * (src/frame/notify/desktop.ts hands them over with its control): the offer line ("Get desktop
 * notifications", dismissible), and their section of the panel's settings popover (on or off, and
 * each kind), drawn with the popover's switches.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { I18n } from '@wordpress/i18n';
import { usePanel } from './context.ts';
import { DESKTOP_KINDS, type DesktopKind } from './desktop-notify.ts';
import { Icon } from './icons/index.ts';
import { Switch } from './Switch.tsx';

const kindLabel = (i18n: I18n, kind: DesktopKind): string =>
  ({
    approval: i18n.__('Comments awaiting approval'),
    comment: i18n.__('Comments'),
    like: i18n.__('Likes'),
    follow: i18n.__('Subscribers'),
    achievement: i18n.__('Achievements'),
    other: i18n.__('Everything else'),
  })[kind];

/** The part of desktop notifications drawn at this place: the offer ("line"), or their settings ("settings"). */
export function DesktopNotify(props: { part: 'line' | 'settings' }) {
  useSignals();
  const { i18n, host } = usePanel();
  const control = host.desktopNotify?.value;
  const state = control?.state.value;
  if (!control || !state) return null;
  const name = i18n.__('Desktop notifications');
  if (props.part === 'line') {
    // The offline line's and the list header's looks: this chunk brings no stylesheet of its own.
    return state.offer ? (
      <div className="wpnc__list-top" role="group" aria-label={name}>
        <button type="button" className="wpnc__mark-all" onClick={control.ask}>
          <Icon name="bell" size={16} />
          {i18n.__('Get desktop notifications')}
        </button>
        <button type="button" className="wpnc__shortcuts-button" onClick={() => control.setEnabled(false)} aria-label={i18n.__('No thanks')}>
          <Icon name="close" size={16} />
        </button>
      </div>
    ) : null;
  }
  const blocked = state.permission === 'denied';
  return (
    <section className="wpnc__settings-section" aria-labelledby="wpnc-desktop-settings">
      <h3 id="wpnc-desktop-settings">{name}</h3>
      <Switch label={blocked ? `${name} (${i18n.__('Blocked by your browser')})` : name} on={state.enabled} disabled={blocked} set={control.setEnabled} />
      {state.enabled ? DESKTOP_KINDS.map((kind) => <Switch key={kind} label={kindLabel(i18n, kind)} on={!state.off.includes(kind)} set={(on) => control.setKind(kind, on)} />) : null}
    </section>
  );
}
