import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { isRemoval } from '../core/events.ts';
import { usePanelState } from './context.ts';
import { UndoBar, UndoMessage } from './UndoBar.tsx';

/**
 * The panel's undo region: a polite live region, always in the page, that says each new undo bar
 * (wherever the bar is drawn, even scrolled out of the list's window), and the panel-level bar. The
 * words come with the bar's chunk (preloaded when idle); the region itself is there from the start.
 */
export const UndoRegion = memo(function UndoRegion(props: { listShown: boolean }) {
  useSignals();
  const undo = usePanelState((state) => state.undo);
  const pending = undo?.phase === 'pending' ? undo : null;
  const inRow = pending !== null && isRemoval(pending) && props.listShown;
  return (
    <>
      <div className="wpnc__sr-only" role="status" aria-live="polite">
        {pending ? <UndoMessage kind={pending.kind} count={pending.ids.length} /> : null}
      </div>
      {pending && !inRow ? <UndoBar key={pending.id} undo={pending} placement="panel" /> : null}
    </>
  );
});
