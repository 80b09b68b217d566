// Routing in jsdom: every route's lazy page, the not-found page, redirects, and a page that fails to load then retries.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppRoutes } from '../../src/app/appRoutes';
import { ROUTES, type PageModule, type RouteEntry } from '../../src/app/routeTable';
import { toChunkLoadFailure } from '../../src/runtime/chunkErrors';

function renderAt(path: string, routes: readonly RouteEntry[] = ROUTES) {
  const router = createMemoryRouter(createAppRoutes(routes), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const PAGE_HEADINGS: Record<string, string> = {
  '/': 'Infographic Preview',
  '/renderer': 'Renderer',
  '/editor': 'Editor',
  '/dynamic': 'Dynamic',
  '/style': 'Style',
};

test('the route table holds exactly the five routes of the spec, none redirecting', () => {
  expect(ROUTES.map((route) => [route.path, route.chunk])).toEqual([
    ['/', 'home'],
    ['/renderer', 'renderer'],
    ['/editor', 'editor'],
    ['/dynamic', 'dynamic'],
    ['/style', 'style'],
  ]);
  expect(ROUTES.filter((route) => route.redirectTo || route.serverLoader)).toEqual([]);
});

// The first import of a page module compiles it in ts-jest: on a loaded 2-core machine that takes more than jest's 5 s.
test.each(Object.entries(PAGE_HEADINGS))(
  '%s renders its page inside the layout after the lazy load',
  async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 25_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const title = ROUTES.find((route) => route.path === path)!.title;
    expect(within(nav).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Renderer', 'Editor', 'Dynamic', 'Style']);
    expect(document.title).toBe(`${title} · Infographic Preview`);
  },
  30_000,
);

test('an unknown path shows "Page not found" with a link home, inside the layout', async () => {
  renderAt('/no/such/page');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(document.title).toBe('Page not found · Infographic Preview');
});

test('a redirect entry sends the visitor to its target', async () => {
  const routes: RouteEntry[] = [
    ...ROUTES,
    { id: 'old-render', path: '/render', chunk: 'renderer', title: 'Old', load: ROUTES[1].load, redirectTo: '/renderer' },
  ];
  const router = renderAt('/render', routes);
  expect(await screen.findByRole('heading', { level: 1, name: 'Renderer' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/renderer');
  // A redirect is not a page: it has no nav link.
  expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Old' })).toBeNull();
});

test('a page whose chunk fails shows an alert with the catalogue message, and Retry renders it', async () => {
  const FlakyPage = () => <h1>Flaky page</h1>;
  let attempts = 0;
  const load = (): Promise<PageModule> => {
    attempts += 1;
    if (attempts === 1) {
      const raw = Object.assign(new Error('Loading chunk flaky failed.\n(error: http://app.test/flaky.1.js)'), {
        name: 'ChunkLoadError',
        type: 'error',
        request: 'http://app.test/flaky.1.js',
      });
      return Promise.reject(toChunkLoadFailure(raw, 'flaky'));
    }
    return Promise.resolve({ default: FlakyPage });
  };
  const routes: RouteEntry[] = [...ROUTES, { id: 'flaky', path: '/flaky', chunk: 'style', title: 'Flaky', load }];
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/flaky', routes);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Loading chunk flaky failed.');
  expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  // The layout stays usable around the failure.
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Flaky page' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(attempts).toBe(2);
  consoleError.mockRestore();
});

test('after a failed page, another page can still be opened from the nav', async () => {
  const load = (): Promise<PageModule> => Promise.reject(toChunkLoadFailure(new Error('offline'), 'broken'));
  const routes: RouteEntry[] = [...ROUTES, { id: 'broken', path: '/broken', chunk: 'style', title: 'Broken', load }];
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/broken', routes);
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk broken failed.');
  await userEvent.click(screen.getByRole('link', { name: 'Editor' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Editor' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  consoleError.mockRestore();
});

test('while a page loads, the content area shows a loading state and the layout stays', async () => {
  let resolve: (module: PageModule) => void = () => undefined;
  const load = () => new Promise<PageModule>((r) => (resolve = r));
  renderAt('/slow', [...ROUTES, { id: 'slow', path: '/slow', chunk: 'style', title: 'Slow', load }]);
  expect(await screen.findByRole('status')).toHaveTextContent('Loading Style…');
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  await act(async () => resolve({ default: () => <h1>Slow page</h1> }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

test('a route marked as having a server loader calls the data loader with its id and address, then renders', async () => {
  const fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } })));
  const routes: RouteEntry[] = [
    ...ROUTES,
    { id: 'reports', path: '/reports', chunk: 'style', title: 'Reports', load: ROUTES[4].load, serverLoader: true },
  ];
  renderAt('/reports?week=3', routes);
  expect(await screen.findByRole('heading', { level: 1, name: 'Style' })).toBeInTheDocument();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [url, init] = fetchSpy.mock.calls[0];
  const called = new URL(String(url), 'http://localhost');
  expect(called.pathname).toBe('/__serverLoader');
  expect(called.searchParams.get('route')).toBe('reports');
  expect(called.searchParams.get('url')).toMatch(/\/reports\?week=3$/);
  expect(init?.credentials).toBe('include');
  fetchSpy.mockRestore();
});
