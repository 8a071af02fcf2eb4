import { useSignals } from '@preact/signals-react/runtime';
import type { I18n } from '@wordpress/i18n';
import { memo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { SiteSummary } from '../core/sites.ts';
import { Avatar } from './Avatar.tsx';
import { usePanel, usePanelState } from './context.ts';
import { countText, nameText } from './count-text.ts';
import { Icon } from './icons/index.ts';
import { useLaterViews } from './views.tsx';

/**
 * Enter and Space on one of these buttons press it: they must not also reach the panel's own keys
 * (Enter opens a note).
 */
export function keepActivationKeys(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
}

/** A site's name for people: its title from the notes, else its number. */
export function siteName(i18n: I18n, site: Pick<SiteSummary, 'id' | 'title'>): string {
  /* translators: %d is a site's number, shown when no notification gives the site's name */
  return site.title ?? countText(i18n.__('Site %d'), site.id);
}

/**
 * "Sites", beside the tabs: its menu (SiteMenu.tsx, a later view: preloaded when idle, so a click
 * shows it at once) lists the sites in the loaded notes. Choosing one narrows the list to it.
 */
export const SiteChooser = memo(function SiteChooser() {
  useSignals();
  const { core, i18n } = usePanel();
  const { SiteMenu } = useLaterViews();
  // Whether there is a menu to offer is all the closed button needs: the sites are summarised
  // (every loaded note read for its site's title and count) when the menu opens.
  const hasSites = core.select.hasSites.value;
  const chosen = usePanelState((state) => state.ui.siteId);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!hasSites && chosen === null) return null;
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div className="wpnc__sites" onBlur={onBlur} onKeyDown={keepActivationKeys}>
      <button
        ref={button}
        type="button"
        className="wpnc__sites-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-pressed={chosen !== null}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' || open) return;
          event.preventDefault();
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <Icon name="site" size={18} />
        <span className="wpnc__sites-label">{i18n.__('Sites')}</span>
      </button>
      {open ? <SiteMenu chosen={chosen} close={close} /> : null}
    </div>
  );
});

/** The chosen site in the header, and the one control that clears it. */
export const SiteChip = memo(function SiteChip() {
  useSignals();
  const { core, i18n } = usePanel();
  const chosen = usePanelState((state) => state.ui.siteId);
  if (chosen === null) return null;
  const site = core.select.sites.value.find((entry) => entry.id === chosen) ?? { id: chosen, title: null };
  const name = siteName(i18n, site);
  return (
    <span className="wpnc__site-chip" onKeyDown={keepActivationKeys}>
      <Avatar src={null} name={name} seed={String(chosen)} size={20} />
      <span className="wpnc__site-chip-name" dir="auto">{name}</span>
      <button
        type="button"
        className="wpnc__site-chip-clear"
        /* translators: %s is a site's name; the button shows every site's notifications again */
        aria-label={nameText(i18n.__('Show every site, not only %s'), name)}
        onClick={() => core.append({ type: 'site/chosen', siteId: null })}
      >
        <Icon name="close" size={14} />
      </button>
    </span>
  );
});
