/**
 * A message chosen by `_n` with its number filled in: `%d`, or `%1$d` in a translation that
 * numbers its placeholders; `%%` is a percent sign. The only formatting the list's own messages
 * need, so the first open does without a general sprintf.
 */
export function countText(text: string, count: number): string {
  return text.replace(/%(%|(?:1\$)?d)/g, (match) => (match === '%%' ? '%' : String(count)));
}
