import { useSignals } from '@preact/signals-react/runtime';
import type { I18n } from '@wordpress/i18n';
import { useState } from 'react';
import { isRemoval, type UndoKind } from '../core/events.ts';
import type { UndoState } from '../core/state.ts';
import { usePanel } from './context.ts';
import { countText } from './count-text.ts';

/** What an undo bar says: the step and how many notes it touched. */
export function undoMessage(i18n: I18n, kind: UndoKind, count: number): string {
  const say = (single: string, plural: string) => countText(i18n._n(single, plural, count), count);
  switch (kind) {
    case 'spam': return say('Comment marked as spam', '%d comments marked as spam');
    case 'trash': return say('Comment trashed', '%d comments trashed');
    case 'approve': return say('Comment approved', '%d comments approved');
    case 'unapprove': return say('Comment unapproved', '%d comments unapproved');
    case 'like': return say('Liked', '%d notifications liked');
    case 'unlike': return say('Like removed', '%d likes removed');
    case 'read': return say('Marked as read', '%d notifications marked as read');
    case 'unread': return say('Marked as unread', '%d notifications marked as unread');
    case 'follow': return say('Subscribed', 'Subscribed to %d sites');
    case 'unfollow': return say('Unsubscribed', 'Unsubscribed from %d sites');
  }
}

/**
 * The undo bar: in place of a removed note in the list (SPEC §4), or along the panel's foot for
 * other steps and while the list is not shown. It never takes focus; a click on its buttons gives
 * focus back to where the user was when it appeared.
 */
export function UndoBar(props: { undo: UndoState; placement: 'row' | 'panel' }) {
  const { core, i18n } = usePanel();
  const { undo } = props;
  const [returnTo] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const act = (event: { type: 'undo/cancelled' | 'undo/closed'; id: number }) => {
    core.append(event);
    // A removal that comes back opens its note, which takes focus itself.
    const reopened = event.type === 'undo/cancelled' && isRemoval(undo.kind) && undo.ids.length === 1;
    if (!reopened && returnTo instanceof HTMLElement && returnTo.isConnected && !returnTo.closest('.wpnc__undo')) returnTo.focus();
  };
  return (
    <div className={`wpnc__undo is-${props.placement}`}>
      <span className="wpnc__undo-message">{undoMessage(i18n, undo.kind, undo.ids.length)}</span>
      {undo.phase === 'pending' ? (
        <>
          <button type="button" className="wpnc__undo-button" aria-keyshortcuts="U Control+Z Meta+Z" onClick={() => act({ type: 'undo/cancelled', id: undo.id })}>
            {i18n.__('Undo')}
          </button>
          <button type="button" className="wpnc__undo-close" aria-label={i18n.__('Dismiss')} onClick={() => act({ type: 'undo/closed', id: undo.id })}>
            <span aria-hidden="true">×</span>
          </button>
        </>
      ) : null}
    </div>
  );
}

/**
 * The panel's undo region: a polite live region, always in the page, that says each new undo bar
 * (wherever the bar is drawn, even scrolled out of the list's window), and the panel-level bar.
 */
export function UndoRegion(props: { listShown: boolean }) {
  useSignals();
  const { core, i18n } = usePanel();
  const undo = core.state.value.undo;
  const pending = undo?.phase === 'pending' ? undo : null;
  const inRow = pending !== null && isRemoval(pending.kind) && props.listShown;
  return (
    <>
      <div className="wpnc__sr-only" role="status" aria-live="polite">
        {pending ? undoMessage(i18n, pending.kind, pending.ids.length) : null}
      </div>
      {pending && !inRow ? <UndoBar key={pending.id} undo={pending} placement="panel" /> : null}
    </>
  );
}
