import type { Block } from '../core/note.ts';
import { safeHttpUrl } from '../core/safe-url.ts';
import { NewTabLink } from './NewTabLink.tsx';

/**
 * A user block's own site under the name: its title (`meta.titles.home`, "Nick's Blog"), else its
 * address without the scheme, linking to `meta.links.home`. Nothing when the block names no site.
 */
export function UserSite(props: { block: Block }) {
  const meta = props.block.meta;
  const home = safeHttpUrl(meta?.links?.home);
  const title = meta?.titles?.home?.trim();
  const label = title || (home ? home.replace(/^https?:\/\//i, '').replace(/\/+$/, '') : '');
  if (!label) return null;
  return (
    // Its own direction: a site's title is in its owner's language, whatever the panel's.
    <p className="wpnc__user-site" dir="auto">
      {home ? <NewTabLink href={home}>{label}</NewTabLink> : label}
    </p>
  );
}
