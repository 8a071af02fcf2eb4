import type { I18n } from '@wordpress/i18n';
import type { TimeGroupKey } from '../core/time-groups.ts';

// Labels are translated when rendered, never at module load, so a locale that arrives later applies.

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
