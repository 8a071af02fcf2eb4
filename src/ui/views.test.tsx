// @vitest-environment happy-dom
// A later view (src/ui/views.tsx) whose code does not arrive never leaves its place loading for
// good: a failed load, or one past the deadline, says so and offers Reload.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createI18n } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { testCore } from '../../test/support/core.ts';
import { PanelContext } from './context.ts';
import { laterView, VIEW_LOAD_DEADLINE_MS } from './views.tsx';

const Hello = () => <p>hello</p>;
const Place = (props: { children?: ReactNode }) => <div>{props.children ?? 'loading'}</div>;

afterEach(() => void vi.useRealTimers());

function renderIn(node: ReactNode, reload?: () => void) {
  const { core } = testCore({});
  return render(<PanelContext.Provider value={{ core, i18n: createI18n(), host: { openUrl: vi.fn(), appOrigin: 'https://app.example', reload } }}>{node}</PanelContext.Provider>);
}

it('a view whose chunk fails says so and offers Reload, which reloads the frame', async () => {
  const reload = vi.fn();
  const view = laterView(() => Promise.reject(new Error('404 detail-view.js')), Place);
  renderIn(<view.View />, reload);
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', "This part of the panel didn't load. Reload");
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('without a frame to reload, Reload asks for the code again and shows the view once it arrives', async () => {
  const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
  const view = laterView(load, Place);
  renderIn(<view.View />);
  fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
  expect(await screen.findByText('hello')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it(`a load that never answers shows the failure after ${VIEW_LOAD_DEADLINE_MS} ms, not "loading" for good`, async () => {
  vi.useFakeTimers();
  const view = laterView(() => new Promise<typeof Hello>(() => undefined), Place);
  renderIn(<view.View />);
  expect(screen.getByText('loading')).toBeTruthy();
  act(() => void vi.advanceTimersByTime(VIEW_LOAD_DEADLINE_MS - 1));
  expect(screen.queryByRole('alert')).toBeNull();
  act(() => void vi.advanceTimersByTime(1));
  expect(screen.getByRole('alert').textContent).toContain("This part of the panel didn't load.");
});

it('a failure no view has drawn (the idle preload, cut off) is asked again when the view is first drawn', async () => {
  const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(Hello);
  const view = laterView(load, Place);
  await view.preload();
  expect(view.loaded()).toBe(false);
  renderIn(<view.View />);
  expect(await screen.findByText('hello')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
});

it('a failure drawn while offline is asked again once the browser is back online, without Reload', async () => {
  const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(Hello);
  const view = laterView(load, Place);
  renderIn(<view.View />);
  await screen.findByRole('alert');
  expect(load).toHaveBeenCalledTimes(1);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('hello')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});
