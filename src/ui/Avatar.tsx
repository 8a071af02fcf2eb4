import { memo, useState, type CSSProperties } from 'react';
import { avatarColour, avatarSources, initialsOf } from './avatar.ts';
import { Icon, type IconName } from './icons/index.ts';

/**
 * An avatar: initials on a colour of the person's own, covered by the image (with a 2× source)
 * once it loads, so a slow or blocked picture shows initials, never a blank disc; a failed image is
 * dropped. An optional note-type badge sits on its corner. Decorative where the row or
 * block beside it says who it is; given a `label` (no name shown next to it) it is one image with
 * that name, whether the picture or the initials show. Memoised: a row drawn again (a search's
 * marks, its selection) does not work out the same initials and sources again.
 */
export const Avatar = memo(function Avatar(props: { src: string | null; name: string; seed: string; size: number; badge?: IconName | undefined; label?: string | undefined }) {
  const { src, size } = props;
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src !== null && failed !== src;
  const style = { '--wpnc-avatar-size': `${size}px` } as CSSProperties;
  return (
    <span className="wpnc__avatar" style={style} {...(props.label ? { role: 'img', 'aria-label': props.label } : { 'aria-hidden': true })}>
      <span className="wpnc__avatar-initials" style={{ backgroundColor: avatarColour(props.seed) }}>
        {initialsOf(props.name)}
      </span>
      {showImage ? <img {...avatarSources(src, size)} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(src)} /> : null}
      {props.badge ? (
        <span className="wpnc__avatar-badge" data-badge={props.badge}>
          <Icon name={props.badge} size={Math.max(10, Math.round(size * 0.36))} />
        </span>
      ) : null}
    </span>
  );
});
