import type { KeyInput } from '../core/keyboard.ts';

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'time', 'week']);

/** Whether an element takes typing: text inputs, textareas, selects and contenteditable. */
export function isEditable(element: EventTarget | null | undefined): boolean {
  const node = element as HTMLElement | null | undefined;
  // Not an element: the window or the document, as a key's target.
  if (typeof node?.tagName !== 'string') return false;
  const tag = node.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  // An input's `type` reads in lower case, and "text" when missing or unknown.
  if (tag === 'input') return TEXT_INPUT_TYPES.has((node as HTMLInputElement).type);
  // The attribute too: a DOM without layout (the tests') leaves isContentEditable false.
  const editable = node.getAttribute('contenteditable');
  return node.isContentEditable || editable === 'true' || editable === '';
}

/** A keydown as the core's dispatcher reads it; the real target inside a shadow root counts too. */
export function toKeyInput(event: KeyboardEvent): KeyInput {
  const target = event.composedPath()[0] ?? event.target;
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    shiftKey: event.shiftKey,
    targetIsEditable: isEditable(target) || isEditable(event.target) || isEditable(document.activeElement),
    focusedNoteId: focusedRow(document.activeElement),
    targetIsControl: isControl(document.activeElement),
  };
}

/** Whether a control that Enter or Space presses has focus (a list row opens its note through the panel's own Enter). */
export function isControl(element: Element | null): boolean {
  const control = element?.closest?.('button, a[href], input, summary, [role="button"], [role="menuitem"], [role="option"], [role="tab"], [role="checkbox"]');
  return !!control && focusedRow(control) === null;
}

/** The note of the list row (or its checkbox) that has focus, if one does. */
export function focusedRow(element: Element | null): number | null {
  const row = element?.closest?.('[data-note-id], [data-check-id]');
  if (!row || !row.closest('.wpnc__list')) return null;
  const id = Number(row.getAttribute('data-note-id') ?? row.getAttribute('data-check-id'));
  return Number.isSafeInteger(id) ? id : null;
}
