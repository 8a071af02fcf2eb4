import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { isRemoval } from '../core/events.ts';
import { usePanel, usePanelState } from './context.ts';
import { undoMessage } from './undo-message.ts';
import { useLaterViews } from './views.tsx';

/**
 * The panel's undo region: a polite live region, always in the page, that says each new undo bar
 * (wherever the bar is drawn, even scrolled out of the list's window), and the panel-level bar. The
 * region and its words are there from the start; the bar is a later view (preloaded when idle).
 */
export const UndoRegion = memo(function UndoRegion(props: { listShown: boolean }) {
  useSignals();
  const { core, i18n } = usePanel();
  const { UndoBar } = useLaterViews();
  const undo = usePanelState((state) => state.undo);
  const pending = undo?.phase === 'pending' ? undo : null;
  const inRow = pending !== null && isRemoval(pending) && props.listShown;
  return (
    <>
      <div className="wpnc__sr-only" role="status" aria-live="polite">
        {pending ? undoMessage(i18n, core.registry, pending.kind, pending.ids.length, core.state.peek()) : null}
      </div>
      {pending && !inRow ? <UndoBar key={pending.id} undo={pending} placement="panel" /> : null}
    </>
  );
});
