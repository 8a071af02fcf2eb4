/**
 * Fits a textarea to its text, wrapped lines included, up to `maxRows` rows (SPEC §5: the reply box
 * grows up to 4 rows), after which it scrolls inside: the box is set to its smallest height, its
 * scrollHeight is read, and the height is set to that, capped. Called after each change of the text;
 * an empty box is left to its rows attribute, unmeasured.
 */
export function fitToText(element: HTMLTextAreaElement, maxRows: number): void {
  // An empty box is one row high by its rows attribute: nothing to measure. Opening a note (j) draws
  // an empty reply box, and measuring it would force a style and layout pass on every step.
  if (element.value === '') {
    element.style.removeProperty('height');
    element.style.removeProperty('overflow-y');
    return;
  }
  const style = getComputedStyle(element);
  const fontSize = parseFloat(style.fontSize) || 16;
  const lineHeight = parseFloat(style.lineHeight) || fontSize * 1.2;
  const padding = (parseFloat(style.paddingTop) || 0) + (parseFloat(style.paddingBottom) || 0);
  element.style.height = 'auto';
  const content = element.scrollHeight;
  // Where nothing is laid out (a test's DOM), scrollHeight is 0: the rows attribute stands.
  if (content === 0) {
    element.style.removeProperty('height');
    return;
  }
  const cap = lineHeight * maxRows + padding;
  element.style.height = `${Math.ceil(Math.min(content, cap))}px`;
  element.style.overflowY = content > cap + 1 ? 'auto' : 'hidden';
}
