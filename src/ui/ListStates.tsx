import { usePanel } from './context.ts';

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
