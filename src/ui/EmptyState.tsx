import { useEffect } from 'react';
import type { FilterName } from '../core/events.ts';
import { tabEmptyState } from '../core/tabs.ts';
import { usePanel } from './context.ts';
import { NewTabLink } from './NewTabLink.tsx';


/** The empty state of a filter, as its tab declares it, with its suggestion; showing and clicking it are tracked. */
export function EmptyState(props: { filter: FilterName }) {
  const { i18n, host, core } = usePanel();
  const { message, link } = tabEmptyState(core.registry.tab(props.filter));
  const track = core.track;
  useEffect(() => {
    track('notifications_empty_message_shown', { filter: props.filter });
  }, [track, props.filter]);
  return (
    <div className="wpnc__empty">
      <p className="wpnc__empty-message">{i18n.__(message)}</p>
      {link ? (
        <NewTabLink className="wpnc__empty-link" href={`${host.appOrigin}${link.path}`} onOpen={() => track('notifications_empty_message_clicked', { filter: props.filter })}>
          {i18n.__(link.text)}
        </NewTabLink>
      ) : null}
    </div>
  );
}
