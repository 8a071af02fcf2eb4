/**
 * A message chosen by `_n` with its number filled in: `%d`, or `%1$d` in a translation that
 * numbers its placeholders; `%%` is a percent sign. The only formatting the list's own messages
 * need, so the first open does without a general sprintf.
 */
export function countText(text: string, count: number): string {
  return fill(text, 'd', String(count));
}

/** A message with its one name filled in: `%s`, or `%1$s` in a translation that numbers it. */
export function nameText(text: string, name: string): string {
  return fill(text, 's', name);
}

function fill(text: string, conversion: 'd' | 's', value: string): string {
  return text.replace(new RegExp(`%(%|(?:1\\$)?${conversion})`, 'g'), (match) => (match === '%%' ? '%' : value));
}
