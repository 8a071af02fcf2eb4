import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadOnce } from '../core/plugin.ts';

/** A view loaded on first use, and how to load it early. */
export interface LazyView<Props> {
  /** Renders the view once loaded, `fallback` until then. */
  View: (props: Props & { fallback?: ReactNode }) => ReactNode;
  /** Starts loading now (idle time); the same promise every call. */
  preload: () => Promise<ComponentType<Props>>;
}

/**
 * A view kept out of the first-open chunk. Not React.lazy: once loaded (preloaded when idle) the
 * view renders in the same pass, with no fallback frame, so opening a note is instant and focus
 * moves at once; only a view asked for before it has loaded shows its fallback for a moment.
 */
export function lazyView<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyView<Props> {
  const module = loadOnce(load);
  function View(props: Props & { fallback?: ReactNode }) {
    const [, setReady] = useState(0);
    // After every render until loaded: a chunk that failed (network) is asked for again when the
    // view next renders (another note opened), rather than leaving the loading state for good.
    useEffect(() => {
      if (module.peek()) return;
      let live = true;
      module.get().then(
        () => live && setReady((count) => count + 1),
        () => undefined,
      );
      return () => {
        live = false;
      };
    });
    const Loaded = module.peek();
    if (!Loaded) return props.fallback ?? null;
    const { fallback: _fallback, ...rest } = props;
    return <Loaded {...(rest as Props)} />;
  }
  return { View, preload: module.get };
}
