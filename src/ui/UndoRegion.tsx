import { useSignals } from '@preact/signals-react/runtime';
import { memo, useContext } from 'react';
import { isRemoval } from '../core/events.ts';
import { usePanelState } from './context.ts';
import { EagerViewsContext } from './eager-views.ts';
import { undoBarView, undoMessageView } from './lazy-views.ts';

/**
 * The panel's undo region: a polite live region, always in the page, that says each new undo bar
 * (wherever the bar is drawn, even scrolled out of the list's window), and the panel-level bar. The
 * words come with the bar's chunk (preloaded when idle); the region itself is there from the start.
 */
export const UndoRegion = memo(function UndoRegion(props: { listShown: boolean }) {
  useSignals();
  const eager = useContext(EagerViewsContext);
  const Bar = eager?.UndoBar ?? undoBarView.View;
  const Message = eager?.UndoMessage ?? undoMessageView.View;
  const undo = usePanelState((state) => state.undo);
  const pending = undo?.phase === 'pending' ? undo : null;
  const inRow = pending !== null && isRemoval(pending.kind) && props.listShown;
  return (
    <>
      <div className="wpnc__sr-only" role="status" aria-live="polite">
        {pending ? <Message kind={pending.kind} count={pending.ids.length} /> : null}
      </div>
      {pending && !inRow ? <Bar key={pending.id} undo={pending} placement="panel" /> : null}
    </>
  );
});
