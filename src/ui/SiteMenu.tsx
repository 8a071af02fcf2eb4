import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Avatar } from './Avatar.tsx';
import { usePanel } from './context.ts';
import { Icon } from './icons/index.ts';
import { rovingIndex } from './roving.ts';
import { siteName } from './SiteChooser.tsx';

/**
 * The Sites button's menu (a later view, src/ui/views.tsx): every site in the loaded notes, most
 * notes first, each with its initial on a colour of its own and how many notes it has. `close`
 * closes it, putting focus back on the button when `refocus`.
 */
export function SiteMenu(props: { chosen: number | null; close: (refocus: boolean) => void }) {
  useSignals();
  const { core, i18n } = usePanel();
  const { chosen, close } = props;
  const sites = core.select.sites.value;
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
  // Once the menu is drawn, the chosen entry (or the first) has focus.
  useEffect(() => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    (entries.find((item) => item.getAttribute('aria-checked') === 'true') ?? entries[0])?.focus();
  }, []);
  const choose = (siteId: number | null) => {
    if (siteId !== chosen) core.append({ type: 'site/chosen', siteId });
    close(true);
  };
  // The menu's keys stay in it: arrows move, Escape closes it (not the panel), Tab leaves it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(event.target as HTMLElement);
    const next = rovingIndex(event.key, index, list.length, 'ArrowDown', 'ArrowUp');
    if (next !== null) list[next]?.focus();
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return close(false);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div ref={menu} className="wpnc__sites-menu" role="menu" aria-label={i18n.__('Show notifications from')} onKeyDown={onKeyDown}>
      <SiteItem label={i18n.__('All sites')} checked={chosen === null} onChoose={() => choose(null)} />
      {sites.map((site) => (
        <SiteItem key={site.id} label={siteName(i18n, site)} siteId={site.id} seed={String(site.id)} count={site.count} checked={site.id === chosen} onChoose={() => choose(site.id)} />
      ))}
    </div>
  );
}

function SiteItem(props: { label: string; siteId?: number; seed?: string; count?: number; checked: boolean; onChoose: () => void }) {
  return (
    <button type="button" role="menuitemradio" aria-checked={props.checked} tabIndex={-1} className="wpnc__sites-item" data-site-id={props.siteId} onClick={props.onChoose}>
      {props.seed ? <Avatar src={null} name={props.label} seed={props.seed} size={24} /> : <Icon name="site" size={24} className="wpnc__sites-all" />}
      <span className="wpnc__sites-name" dir="auto">{props.label}</span>
      {props.count !== undefined ? <span className="wpnc__sites-count">{props.count}</span> : null}
    </button>
  );
}
