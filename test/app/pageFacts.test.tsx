// The page facts are the one source of page words: Home's cards and each page in waiting show the same title and description.
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppRoutes } from '../../src/app/appRoutes';
import { ROUTES } from '../../src/app/routeTable';
import { PAGES } from '../../src/shared/pageFacts/pageFacts';

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(createAppRoutes(ROUTES), { initialEntries: [path] })} />);
}

test('the route table takes its paths and titles from the page facts', () => {
  expect(ROUTES.map((route) => [route.id, route.path, route.title])).toEqual(
    Object.values(PAGES).map((page) => [page.id, page.path, page.title]),
  );
});

test("Home's entry cards show each page's title and description and lead to its path", async () => {
  renderAt('/');
  const cards = within(await screen.findByRole('region', { name: 'Pages' })).getAllByRole('link');
  const pages = [PAGES.renderer, PAGES.editor, PAGES.dynamic, PAGES.style];
  expect(cards.map((card) => card.getAttribute('href'))).toEqual(pages.map((page) => page.path));
  cards.forEach((card, i) => {
    expect(within(card).getByRole('heading', { name: pages[i].title })).toBeInTheDocument();
    expect(card).toHaveTextContent(pages[i].description);
  });
});

// The Editor and the Renderer are workspaces with a slim bar: their descriptions are on Home's cards.
test.each([PAGES.dynamic, PAGES.style])('$path shows its description under its heading', async (page) => {
  renderAt(page.path);
  expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
  expect(screen.getByText(page.description)).toBeInTheDocument();
});
