// @vitest-environment happy-dom
// The gallery draws every note type without a platform: it must not ask the platform for anything
// (before, each open note's reply box asked /me and logged "This core has no platform API client").
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Gallery } from './Gallery.tsx';

afterEach(cleanup);

it('renders every note type, open and closed, with nothing warned or failed in the console', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const view = render(<Gallery />);
  // Effects run after the events: give them their turn.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(view.container.querySelectorAll('.demo-gallery-type').length).toBeGreaterThan(5);
  expect(view.container.querySelectorAll('.wpnc__detail').length).toBeGreaterThan(5);
  expect(warn.mock.calls.map(String)).toEqual([]);
  expect(error.mock.calls.map(String)).toEqual([]);
  warn.mockRestore();
  error.mockRestore();
});
