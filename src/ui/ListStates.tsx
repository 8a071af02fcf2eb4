import { useEffect } from 'react';
import type { FilterName } from '../core/events.ts';
import { usePanel } from './context.ts';
import { emptyState } from './labels.ts';
import { NewTabLink } from './NewTabLink.tsx';

/** The loading indicator, announced politely. */
export function Loading() {
  const { i18n } = usePanel();
  return (
    <div className="wpnc__loading" role="status">
      <span className="wpnc__spinner" aria-hidden="true" />
      {i18n.__('Loading notifications…')}
    </div>
  );
}

/** The error view when notes could not be loaded, with a way to try again. */
export function LoadError(props: { message: string }) {
  const { i18n, host } = usePanel();
  return (
    <div className="wpnc__error" role="alert">
      <p className="wpnc__error-title">{i18n.__('We couldn’t load your notifications.')}</p>
      <p className="wpnc__error-detail">{i18n.__('Check your connection, then try again.')}</p>
      <p className="wpnc__error-reason">{props.message}</p>
      {host.retry ? (
        <button type="button" className="wpnc__button" onClick={() => host.retry?.()}>
          {i18n.__('Try again')}
        </button>
      ) : null}
    </div>
  );
}

/** The empty state of a filter, with its suggestion; showing and clicking it are tracked. */
export function EmptyState(props: { filter: FilterName }) {
  const { i18n, host, core } = usePanel();
  const { message, linkText, path } = emptyState(i18n, props.filter);
  const track = core.track;
  useEffect(() => {
    track('notifications_empty_message_shown', { filter: props.filter });
  }, [track, props.filter]);
  const url = `${host.appOrigin}${path}`;
  return (
    <div className="wpnc__empty">
      <p className="wpnc__empty-message">{message}</p>
      <NewTabLink className="wpnc__empty-link" href={url} onOpen={() => track('notifications_empty_message_clicked', { filter: props.filter })}>
        {linkText}
      </NewTabLink>
    </div>
  );
}
