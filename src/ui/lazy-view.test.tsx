// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { lazyView } from './lazy-view.tsx';

const Hello = (props: { name: string }) => <p>hello {props.name}</p>;

it('shows the fallback until loaded, then the view; once loaded, in the same pass', async () => {
  const view = lazyView(() => Promise.resolve(Hello));
  const first = render(<view.View name="a" fallback={<p>loading</p>} />);
  expect(screen.getByText('loading')).toBeTruthy();
  expect(await screen.findByText('hello a')).toBeTruthy();
  first.unmount();
  render(<view.View name="b" fallback={<p>loading</p>} />);
  expect(screen.getByText('hello b')).toBeTruthy();
});

it('asks again for a chunk that failed when the view next renders', async () => {
  const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
  const view = lazyView(load);
  const { rerender } = render(<view.View name="a" fallback={<p>loading</p>} />);
  await act(async () => undefined);
  expect(screen.getByText('loading')).toBeTruthy();
  rerender(<view.View name="b" fallback={<p>loading</p>} />);
  expect(await screen.findByText('hello b')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});
