// At boot, start fetching the first route's page chunk in parallel with React's start-up, so a deep link rarely shows a spinner.
import { lazyPageFor } from './retryableLazy';
import type { RouteEntry } from './routeTable';

/**
 * How long the first render waits for the first page's chunk, once the interface and its words are in, before showing the
 * loading state instead (counted from then, not from the request: the page's chunk and the interface's download together).
 */
export const FIRST_PAGE_WAIT_MS = 150;

export function routeForPath(routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return routes.find((route) => route.path === path && !route.redirectTo);
}

/** Starts loading the page at `pathname`; resolves when it is loaded (or failed), at once for a path with no page. */
export function preloadFirstPage(routes: readonly RouteEntry[], pathname: string): Promise<void> {
  const route = routeForPath(routes, pathname);
  return route ? lazyPageFor(route.load).preload() : Promise.resolve();
}
