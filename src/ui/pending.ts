import type { I18n } from '@wordpress/i18n';

/** What a note with an action waiting in the offline queue says: a short word, and its full meaning. */
export function pendingLabels(i18n: I18n): { text: string; label: string } {
  return { text: i18n.__('Pending'), label: i18n.__("Pending: will be sent when you're back online") };
}
