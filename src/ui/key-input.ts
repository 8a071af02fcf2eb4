import type { KeyInput } from '../core/keyboard.ts';

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'time', 'week']);

/** Whether an element takes typing: text inputs, textareas, selects and contenteditable. */
export function isEditable(element: EventTarget | null | undefined): boolean {
  if (!element || typeof (element as Element).tagName !== 'string') return false;
  const node = element as HTMLElement;
  const tag = node.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return TEXT_INPUT_TYPES.has(((node as HTMLInputElement).type || 'text').toLowerCase());
  return node.isContentEditable || node.getAttribute?.('contenteditable') === 'true' || node.getAttribute?.('contenteditable') === '';
}

/** A keydown as the core's dispatcher reads it; the real target inside a shadow root counts too. */
export function toKeyInput(event: KeyboardEvent): KeyInput {
  const path = typeof event.composedPath === 'function' ? event.composedPath() : [];
  const target = path[0] ?? event.target;
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
