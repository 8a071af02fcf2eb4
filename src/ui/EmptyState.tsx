import type { I18n } from '@wordpress/i18n';
import { useEffect } from 'react';
import type { FilterName } from '../core/events.ts';
import { usePanel } from './context.ts';
import { NewTabLink } from './NewTabLink.tsx';


/** The empty state of a filter, with its suggestion; showing and clicking it are tracked. */
export function EmptyState(props: { filter: FilterName }) {
  const { i18n, host, core } = usePanel();
  const { message, linkText, path } = emptyState(i18n, props.filter);
  const track = core.track;
  useEffect(() => {
    track('notifications_empty_message_shown', { filter: props.filter });
  }, [track, props.filter]);
  const url = `${host.appOrigin}${path}`;
  return (
    <div className="wpnc__empty">
      <p className="wpnc__empty-message">{message}</p>
      <NewTabLink className="wpnc__empty-link" href={url} onOpen={() => track('notifications_empty_message_clicked', { filter: props.filter })}>
        {linkText}
      </NewTabLink>
    </div>
  );
}

/** The empty state of a filter: message, suggestion link text, and where it goes. */
export function emptyState(i18n: I18n, name: FilterName): { message: string; linkText: string; path: string } {
  switch (name) {
    case 'all':
      return { message: i18n.__('No notifications yet.'), linkText: i18n.__('Get active! Comment on posts from blogs you follow.'), path: '/read' };
    case 'unread':
      return { message: i18n.__("You're all caught up!"), linkText: i18n.__('Reignite the conversation: write a new post.'), path: '/post' };
    case 'comments':
      return { message: i18n.__('No new comments yet!'), linkText: i18n.__('Join a conversation: search for blogs that share your interests in the Reader.'), path: '/read/search' };
    case 'follows':
      return { message: i18n.__('No new subscribers to report yet.'), linkText: i18n.__("Get noticed: comment on posts you've read."), path: '/activities/likes' };
    case 'likes':
      return { message: i18n.__('No new likes to show yet.'), linkText: i18n.__("Get noticed: comment on posts you've read."), path: '/activities/likes' };
  }
}
