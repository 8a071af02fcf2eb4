import { useSignals } from '@preact/signals-react/runtime';
import { usePanel } from './context.ts';
import { NewTabLink } from './NewTabLink.tsx';

/** The status bar: a polite live region, so screen readers hear results without losing focus. */
export function StatusBar() {
  useSignals();
  const { core } = usePanel();
  const status = core.state.value.status;

  return (
    <div className={`wpnc__status${status ? ` is-${status.kind}` : ''}`} role="status" aria-live="polite">
      {status ? (
        <>
          <span>{status.message}</span>
          {status.link ? (
            <>
              {' '}
              <NewTabLink href={status.link.url}>{status.link.label}</NewTabLink>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
