import type { I18n } from '@wordpress/i18n';
import type { FilterName } from '../core/events.ts';
import type { TimeGroupKey } from '../core/time-groups.ts';

// Labels are translated when rendered, never at module load, so a locale that arrives later applies.

/** The tab label of a filter. */
export function filterLabel(i18n: I18n, name: FilterName): string {
  switch (name) {
    case 'all': return i18n.__('All');
    case 'unread': return i18n.__('Unread');
    case 'comments': return i18n.__('Comments');
    case 'follows': return i18n.__('Subscribers');
    case 'likes': return i18n.__('Likes');
  }
}

/** The heading of a time group. */
export function timeGroupLabel(i18n: I18n, key: TimeGroupKey): string {
  switch (key) {
    case 'today': return i18n.__('Today');
    case 'yesterday': return i18n.__('Yesterday');
    case 'olderThan2Days': return i18n.__('Older than 2 days');
    case 'olderThanWeek': return i18n.__('Older than a week');
    case 'olderThanMonth': return i18n.__('Older than a month');
  }
}
