// Mounts one page under a memory router at a given address, as the app would (with the header's document slot the layout
// draws, and the actions registry it mounts), and returns the router to read the URL.
import { render } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ActionsProvider } from '../../../src/actions/ActionsProvider';
import { DocumentSlot } from '../../../src/shared/documents/headerSlot';

export function renderPage(Page: ComponentType, path: string, at: string) {
  const router = createMemoryRouter(
    [
      { path, element: <Page /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <ActionsProvider pathname={at} go={(path) => void router.navigate(path)}>
      <WithHeader>
        <RouterProvider router={router} />
      </WithHeader>
    </ActionsProvider>,
  );
  return { router, ...view };
}

/** The layout's header slot for the open document's button (src/app/Layout.tsx), without the rest of the layout. */
function WithHeader({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <header>
        <div ref={setSlot} />
      </header>
      <DocumentSlot value={slot}>{children}</DocumentSlot>
    </>
  );
}
