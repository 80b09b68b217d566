// Turns the route table into react-router route objects: one layout, a child per entry, a catch-all not-found page.
import { redirect, type RouteObject } from 'react-router';
import { fetchServerLoaderData } from '../runtime/serverLoader';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { RoutePage } from './RoutePage';
import type { RouteEntry } from './routeTable';

function childRoute(entry: RouteEntry): RouteObject {
  const location = entry.path === '/' ? { index: true as const } : { path: entry.path.replace(/^\//, '') };
  if (entry.redirectTo) {
    const to = entry.redirectTo;
    return { ...location, id: entry.id, loader: () => redirect(to) };
  }
  return {
    ...location,
    id: entry.id,
    // Keyed by route: otherwise React reuses one RoutePage across routes and a failed page's error state sticks.
    element: <RoutePage key={entry.id} route={entry} />,
    ...(entry.serverLoader ? { loader: ({ request }) => fetchServerLoaderData(entry.id, request.url) } : {}),
  } as RouteObject;
}

export function createAppRoutes(routes: readonly RouteEntry[]): RouteObject[] {
  return [
    {
      id: 'layout',
      path: '/',
      element: <Layout routes={routes} />,
      children: [...routes.map(childRoute), { id: 'not-found', path: '*', element: <NotFoundPage /> }],
    },
  ];
}
