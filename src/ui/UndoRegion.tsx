import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { isRemoval, type UndoKind } from '../core/events.ts';
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
  const { UndoBar } = useLaterViews();
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

/** What an undo bar says, as text for the live region. */
function UndoMessage(props: { kind: UndoKind; count: number }) {
  const { core, i18n } = usePanel();
  return <>{undoMessage(i18n, core.registry, props.kind, props.count)}</>;
}
