import { sprintf } from '@wordpress/i18n';

// sprintf's types follow a literal format; a translated string chosen at run time is not one.
const format = sprintf as (text: string, ...args: unknown[]) => string;

/** A message chosen by `_n` with its number filled in (`%d`, or `%1$d` in a translation). */
export function countText(text: string, count: number): string {
  return format(text, count);
}
