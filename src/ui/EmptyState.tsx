import { useEffect } from 'react';
import type { FilterName } from '../core/events.ts';
import type { TabEmptyState } from '../core/tabs.ts';
import { usePanel } from './context.ts';
import { NewTabLink } from './NewTabLink.tsx';

/** All's and Unread's: the core's tabs say nothing of it, so the first load does not carry these. */
const CORE_EMPTY: Record<string, TabEmptyState> = {
  all: { message: 'No notifications yet.', link: { text: 'Get active! Comment on posts from blogs you follow.', path: '/read' } },
  unread: { message: "You're all caught up!", link: { text: 'Reignite the conversation: write a new post.', path: '/post' } },
};

/**
 * The empty state of a filter, as its tab declares it (All's message without its suggestion when
 * it declares none), with its suggestion; showing and clicking it are tracked.
 */
export function EmptyState(props: { filter: FilterName }) {
  const { i18n, host, core } = usePanel();
  const { message, link } = core.registry.tab(props.filter)?.empty ?? CORE_EMPTY[props.filter] ?? { message: CORE_EMPTY.all!.message };
  const track = core.track;
  useEffect(() => {
    track('notifications_empty_message_shown', { filter: props.filter });
  }, [track, props.filter]);
  return (
    <div className="wpnc__empty">
      <p className="wpnc__empty-message">{i18n.__(message)}</p>
      {link ? (
        <NewTabLink className="wpnc__empty-link" href={`${host.appOrigin}${link.path}`} onOpen={() => track('notifications_empty_message_clicked', { filter: props.filter })}>
          {i18n.__(link.text)}
        </NewTabLink>
      ) : null}
    </div>
  );
}
