import { useSignals } from '@preact/signals-react/runtime';
import type { I18n } from '@wordpress/i18n';
import { memo, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { SiteSummary } from '../core/sites.ts';
import { Avatar } from './Avatar.tsx';
import { usePanel, usePanelState } from './context.ts';
import { countText, nameText } from './count-text.ts';
import { Icon } from './icons/index.ts';

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
 * "Sites", beside the tabs: a menu of the sites in the loaded notes, most notes first, each with its
 * initial on a colour of its own and how many notes it has. Choosing one narrows the list to it.
 */
export const SiteChooser = memo(function SiteChooser() {
  useSignals();
  const { core, i18n } = usePanel();
  // Whether there is a menu to offer is all the closed button needs: the sites are summarised
  // (every loaded note read for its site's title and count) when the menu opens.
  const hasSites = core.select.hasSites.value;
  const chosen = usePanelState((state) => state.ui.siteId);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Once the menu is drawn, the chosen entry (or the first) has focus.
  useEffect(() => {
    if (!open) return;
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    (entries.find((item) => item.getAttribute('aria-checked') === 'true') ?? entries[0])?.focus();
  }, [open]);
  if (!hasSites && chosen === null) return null;
  const sites = open ? core.select.sites.value : [];

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (siteId: number | null) => {
    if (siteId !== chosen) core.append({ type: 'site/chosen', siteId });
    close(true);
  };
  const openMenu = () => setOpen(true);
  // The menu's keys stay in it: arrows move, Escape closes it (not the panel), Tab leaves it.
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(event.target as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (index + 1) % list.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + list.length) % list.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return close(false);
    else return;
    event.preventDefault();
    event.stopPropagation();
    if (next !== null) list[next]?.focus();
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
        onClick={() => (open ? close(false) : openMenu())}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' || open) return;
          event.preventDefault();
          event.stopPropagation();
          openMenu();
        }}
      >
        <Icon name="site" size={18} />
        <span className="wpnc__sites-label">{i18n.__('Sites')}</span>
      </button>
      {open ? (
        <div ref={menu} className="wpnc__sites-menu" role="menu" aria-label={i18n.__('Show notifications from')} onKeyDown={onMenuKey}>
          <SiteItem label={i18n.__('All sites')} checked={chosen === null} onChoose={() => choose(null)} />
          {sites.map((site) => (
            <SiteItem key={site.id} label={siteName(i18n, site)} siteId={site.id} seed={String(site.id)} count={site.count} checked={site.id === chosen} onChoose={() => choose(site.id)} />
          ))}
        </div>
      ) : null}
    </div>
  );
});

function SiteItem(props: { label: string; siteId?: number; seed?: string; count?: number; checked: boolean; onChoose: () => void }) {
  return (
    <button type="button" role="menuitemradio" aria-checked={props.checked} tabIndex={-1} className="wpnc__sites-item" data-site-id={props.siteId} onClick={props.onChoose}>
      {props.seed ? <Avatar src={null} name={props.label} seed={props.seed} size={24} /> : <Icon name="site" size={24} className="wpnc__sites-all" />}
      <span className="wpnc__sites-name" dir="auto">{props.label}</span>
      {props.count !== undefined ? <span className="wpnc__sites-count">{props.count}</span> : null}
    </button>
  );
}

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
