// The app: the route table mounted in a browser-history router under the public path.
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PUBLIC_PATH } from '../constants';
import { createAppRoutes } from './appRoutes';
import { ROUTES } from './routeTable';

export function App() {
  const router = useMemo(() => createBrowserRouter(createAppRoutes(ROUTES), { basename: PUBLIC_PATH }), []);
  return <RouterProvider router={router} />;
}
