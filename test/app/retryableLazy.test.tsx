// Lazy pages: preloaded pages render without a loading state; a failed load stays failed until Retry resets it.
import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { retryableLazy } from '../../src/app/retryableLazy';
import { preloadFirstPage, routeForPath } from '../../src/app/preloadFirstPage';
import { ROUTES, type PageModule } from '../../src/app/routeTable';
import { PageErrorBoundary } from '../../src/app/PageErrorBoundary';

const Page = () => <h1>Loaded page</h1>;

function show(Component: ComponentType) {
  return render(
    <PageErrorBoundary onRetry={() => undefined}>
      <Suspense fallback={<p>Loading…</p>}>
        <Component />
      </Suspense>
    </PageErrorBoundary>,
  );
}

test('a preloaded page renders in the first commit, with no loading state', async () => {
  const load = jest.fn(() => Promise.resolve<PageModule>({ default: Page }));
  const page = retryableLazy(load);
  await page.preload();
  show(page.Component);
  expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed preload is shown as the failure, and only reset() loads again', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<PageModule>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk page failed.'))
    .mockResolvedValue({ default: Page });
  const page = retryableLazy(load);
  await page.preload();
  const first = show(page.Component);
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk page failed.');
  expect(load).toHaveBeenCalledTimes(1);
  first.unmount();
  page.reset();
  show(page.Component);
  expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  consoleError.mockRestore();
});

test('the first page is found by path, ignoring a trailing slash; unknown paths preload nothing', async () => {
  expect(routeForPath(ROUTES, '/editor/')?.chunk).toBe('editor');
  expect(routeForPath(ROUTES, '/')?.chunk).toBe('home');
  expect(routeForPath(ROUTES, '/nope')).toBeUndefined();
  await expect(preloadFirstPage(ROUTES, '/nope')).resolves.toBeUndefined();
});
