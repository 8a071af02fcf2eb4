import { useSignals } from '@preact/signals-react/runtime';
import type { FollowFlag } from '../core/blocks.ts';
import { followStep, isFollowing } from '../../plugins/actions/follow.ts';
import { usePanel } from './context.ts';
import { Icon } from './icons/index.ts';

/** A user block's own Subscribe toggle: one per person, so a note liked by five offers five. */
export function FollowButton(props: { follow: FollowFlag; name: string }) {
  useSignals();
  const { core, i18n } = usePanel();
  const state = core.state.value;
  const on = isFollowing(state, props.follow);
  const busy = props.follow.userId !== null && state.follows[props.follow.userId]?.inFlight === true;
  const label = on ? i18n.__('Subscribed') : i18n.__('Subscribe');
  return (
    <button
      type="button"
      className={`wpnc__follow${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-busy={busy || undefined}
      aria-label={`${label}: ${props.name}`}
      onClick={() => {
        // One undoable step on the open note (Undo, u or Ctrl/⌘+Z within the undo window).
        const state = core.state.peek();
        for (const event of followStep(state, props.follow, state.ui.selectedNoteId)) core.append(event);
      }}
    >
      <Icon name={on ? 'following' : 'follow'} size={16} />
      {label}
    </button>
  );
}
