import { useSignals } from '@preact/signals-react/runtime';
import { useContext } from 'react';
import { isRemoval } from '../core/events.ts';
import { usePanel } from './context.ts';
import { EagerViewsContext } from './eager-views.ts';
import { undoBarView } from './lazy-views.ts';
import { undoMessage } from './undo-message.ts';

/**
 * The panel's undo region: a polite live region, always in the page, that says each new undo bar
 * (wherever the bar is drawn, even scrolled out of the list's window), and the panel-level bar.
 */
export function UndoRegion(props: { listShown: boolean }) {
  useSignals();
  const { core, i18n } = usePanel();
  const Bar = useContext(EagerViewsContext)?.UndoBar ?? undoBarView.View;
  const undo = core.state.value.undo;
  const pending = undo?.phase === 'pending' ? undo : null;
  const inRow = pending !== null && isRemoval(pending.kind) && props.listShown;
  return (
    <>
      <div className="wpnc__sr-only" role="status" aria-live="polite">
        {pending ? undoMessage(i18n, pending.kind, pending.ids.length) : null}
      </div>
      {pending && !inRow ? <Bar key={pending.id} undo={pending} placement="panel" /> : null}
    </>
  );
}
