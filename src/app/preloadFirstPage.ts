// At boot, start fetching the first route's page chunk in parallel with React's start-up, so a deep link rarely shows a spinner.
import { lazyPageFor } from './retryableLazy';
import type { RouteEntry } from './routeTable';

/** How long the first render waits for the first page's chunk before showing the loading state instead. */
export const FIRST_PAGE_WAIT_MS = 150;

export function routeForPath(routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return routes.find((route) => route.path === path && !route.redirectTo);
}

/** Resolves when the first page is loaded (or failed), or after `waitMs`, whichever comes first. */
export function preloadFirstPage(routes: readonly RouteEntry[], pathname: string, waitMs = FIRST_PAGE_WAIT_MS): Promise<void> {
  const route = routeForPath(routes, pathname);
  if (!route) return Promise.resolve();
  return Promise.race([lazyPageFor(route.load).preload(), new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
