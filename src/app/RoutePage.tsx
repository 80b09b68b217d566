// Renders one route's lazily loaded page: a loading state while its chunk arrives, the error panel if it fails.
import { Suspense, useState } from 'react';
import { useT } from '../i18n/react';
import { pageTitle } from '../shared/pageFacts/pageFacts';
import type { RouteEntry } from './routeTable';
import { lazyPageFor } from './retryableLazy';
import { LoadingState } from './LoadingState';
import { PageErrorBoundary } from './PageErrorBoundary';

export function RoutePage({ route }: { route: RouteEntry }) {
  const t = useT();
  const page = lazyPageFor(route.load);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    page.reset();
    setAttempt((n) => n + 1);
  };
  const Page = page.Component;
  return (
    <PageErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<LoadingState label={t('shell.loadingPage', { page: pageTitle(route.chunk) })} />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
