// One lazy component per page: it can be preloaded, renders without suspending once loaded, and can be retried after a failure
// (React.lazy alone caches a rejected import forever).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageModule } from './routeTable';

export interface RetryableLazy {
  readonly Component: LazyExoticComponent<ComponentType>;
  /** Start loading now (e.g. at boot for the first route); resolves when settled, never rejects. */
  preload(): Promise<void>;
  /** Forget a failed attempt so that the next render imports again (webpack then re-requests the chunk). */
  reset(): void;
}

// A thenable that calls back at once: React.lazy then returns the page in the same render instead of suspending.
function settledThenable(module: PageModule): PromiseLike<PageModule> {
  return {
    then: <R1 = PageModule, R2 = never>(onFulfilled?: ((value: PageModule) => R1 | PromiseLike<R1>) | null) =>
      (onFulfilled ? onFulfilled(module) : module) as unknown as PromiseLike<R1 | R2>,
  };
}

export function retryableLazy(load: () => Promise<PageModule>): RetryableLazy {
  let loaded: PageModule | null = null;
  // Kept after a failure until reset(), so a failed preload shows as a failure rather than silently loading twice.
  let attempt: Promise<PageModule> | null = null;

  const start = (): Promise<PageModule> => {
    attempt ??= load().then((module) => (loaded = module));
    return attempt;
  };
  const makeLazy = () => lazy(() => (loaded ? settledThenable(loaded) : start()) as Promise<PageModule>);

  let component = makeLazy();
  return {
    get Component() {
      return component;
    },
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
    reset() {
      if (!loaded) attempt = null;
      component = makeLazy();
    },
  };
}

// One per load function, so two visits (and the boot preload) share one loaded page.
const lazyPages = new WeakMap<() => Promise<PageModule>, RetryableLazy>();

export function lazyPageFor(load: () => Promise<PageModule>): RetryableLazy {
  let page = lazyPages.get(load);
  if (!page) {
    page = retryableLazy(load);
    lazyPages.set(load, page);
  }
  return page;
}
