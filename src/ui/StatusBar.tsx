import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { usePanel, usePanelState } from './context.ts';
import { countText, nameText } from './count-text.ts';
import { NewTabLink } from './NewTabLink.tsx';

/** The status bar: a polite live region, so screen readers hear results without losing focus. */
export const StatusBar = memo(function StatusBar() {
  useSignals();
  const { i18n } = usePanel();
  const status = usePanelState((state) => state.status);

  return (
    <div className={`wpnc__status${status ? ` is-${status.kind}` : ''}`} role="status" aria-live="polite">
      {/* Plugins say their messages in English source strings; they are translated here, at render. */}
      {status ? (
        <span>
          {status.plural !== undefined && status.count !== undefined
            ? countText(i18n._n(status.message, status.plural, status.count), status.count)
            : status.name !== undefined
              ? nameText(i18n.__(status.message), status.name)
              : i18n.__(status.message)}
        </span>
      ) : null}
      {status?.link ? ' ' : null}
      {status?.link ? <NewTabLink href={status.link.url}>{i18n.__(status.link.label)}</NewTabLink> : null}
    </div>
  );
});
