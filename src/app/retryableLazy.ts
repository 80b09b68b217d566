// React.lazy caches a rejected import forever; this keeps one lazy component per page and makes a fresh one on retry.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageModule } from './routeTable';

export interface RetryableLazy {
  readonly Component: LazyExoticComponent<ComponentType>;
  /** Forget a failed attempt so that the next render imports again (webpack then re-requests the chunk). */
  reset(): void;
}

export function retryableLazy(load: () => Promise<PageModule>): RetryableLazy {
  let component = lazy(load);
  return {
    get Component() {
      return component;
    },
    reset() {
      component = lazy(load);
    },
  };
}
