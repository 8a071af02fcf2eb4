import type { I18n } from '@wordpress/i18n';
import type { UndoKind } from '../core/events.ts';
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

