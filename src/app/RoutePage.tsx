// Renders one route's lazily loaded page: a loading state while its chunk arrives, the error panel if it fails.
import { Suspense, useState } from 'react';
import type { RouteEntry } from './routeTable';
import { retryableLazy, type RetryableLazy } from './retryableLazy';
import { LoadingState } from './LoadingState';
import { PageErrorBoundary } from './PageErrorBoundary';

// One lazy component per load function, so two visits share one loaded page.
const lazyPages = new WeakMap<RouteEntry['load'], RetryableLazy>();

function lazyPageFor(route: RouteEntry): RetryableLazy {
  let page = lazyPages.get(route.load);
  if (!page) {
    page = retryableLazy(route.load);
    lazyPages.set(route.load, page);
  }
  return page;
}

export function RoutePage({ route }: { route: RouteEntry }) {
  const page = lazyPageFor(route);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    page.reset();
    setAttempt((n) => n + 1);
  };
  const Page = page.Component;
  return (
    <PageErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<LoadingState label={`Loading ${route.title}…`} />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
