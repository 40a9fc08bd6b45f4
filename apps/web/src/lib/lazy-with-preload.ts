import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Any props, as React.lazy itself takes: the component's own props type is kept in T.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A `React.lazy` component that can also be fetched ahead of its first render. */
export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts the import (once; later calls share it) and resolves with the component. */
  preload: () => Promise<T>;
};

/**
 * `React.lazy` plus `.preload()`. A screen loads the code of its dialogs after it is playable
 * (decision 0254), so it is not in the first load and yet there when a dialog opens. Once the
 * import has resolved, the first render does not suspend at all: the factory hands React an
 * already-settled thenable, so no fallback flashes and the dialog opens in the same frame.
 * `pick` reads the component from its module (`(m) => m.RewardModal`).
 */
export function lazyWithPreload<M, T extends AnyComponent>(
  load: () => Promise<M>,
  pick: (module: M) => T,
): PreloadableComponent<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        // A failed fetch (offline a moment) is tried again on the next preload or render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() => {
    if (loaded === undefined) return preload().then((value) => ({ default: value }));
    const module = { default: loaded };
    // Settled already: React reads the value in the same call and renders without suspending.
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
  });
  return Object.assign(component, { preload });
}

/**
 * Runs `work` about `delayMs` after now, when the browser is idle (or a second later at most);
 * returns the cancel. Used to preload dialogs once the game is playable.
 */
export function whenIdleAfter(delayMs: number, work: () => void): () => void {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(work, { timeout: 1000 });
    else work();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
