import type { TimeGroupKey } from '../core/time-groups.ts';
import { usePanel } from './context.ts';
import { timeGroupLabel } from './labels.ts';
import { NewTabLink } from './NewTabLink.tsx';
import { settingsUrl } from './settings-url.ts';
import { useTooltip } from './use-tooltip.tsx';
import { Icon } from './icons/index.ts';

/** A time-group heading; the first one carries the settings (cog) link. */
export function GroupHeading(props: { groupKey: TimeGroupKey; first: boolean }) {
  const { i18n, host } = usePanel();
  const settings = settingsUrl(host.siteUrl?.replace(/\/+$/, ''), host.appOrigin);
  const label = i18n.__('Notification settings');
  const { trigger, tooltip } = useTooltip(label);
  return (
    <div className="wpnc__group-heading">
      <h2 className="wpnc__group-title">{timeGroupLabel(i18n, props.groupKey)}</h2>
      {props.first ? (
        <span className="wpnc__tip" {...trigger}>
          <NewTabLink className="wpnc__settings" href={settings} label={label}>
            <Icon name="settings" size={18} />
          </NewTabLink>
          {tooltip}
        </span>
      ) : null}
    </div>
  );
}
