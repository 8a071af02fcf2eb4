// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { createKeyFlip } from './key-flip.ts';

it('a step whose events throw in the core leaves no mark, no moved attribute and no moved focus behind', () => {
  document.body.replaceChildren();
  const shown = document.body.appendChild(document.createElement('button'));
  const next = document.body.appendChild(document.createElement('button'));
  next.setAttribute('aria-hidden', 'true');
  shown.focus();
  const flip = createKeyFlip(() => {
    throw new Error('a plugin state handler failed');
  });
  flip.hold([[next, 'in'], [shown, 'out']], [{ type: 'note/selected', id: 2 }], () => true, {
    attributes: [[next, 'aria-hidden', null], [shown, 'aria-hidden', 'true']],
    focus: next,
  });
  expect(next.hasAttribute('aria-hidden')).toBe(false);
  expect(document.activeElement).toBe(next);
  expect(() => flip.flush()).toThrow('a plugin state handler failed');
  expect(document.querySelector('[data-flip]')).toBeNull();
  expect(next.getAttribute('aria-hidden')).toBe('true');
  expect(shown.hasAttribute('aria-hidden')).toBe(false);
  expect(document.activeElement).toBe(shown);
  expect(flip.holding()).toBe(false);
});
