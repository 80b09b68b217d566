// Mounts one page under a memory router at a given address, as the app would, and returns the router to read the URL.
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export function renderPage(Page: ComponentType, path: string, at: string) {
  const router = createMemoryRouter(
    [
      { path, element: <Page /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [at] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
