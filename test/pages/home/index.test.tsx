// The Home page in jsdom: hero and entry cards without the engine; the gallery loads the engine only once it is in view,
// filters by name and category with the search kept in the URL, draws previews lazily, and links cards to the Renderer.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadEngine } from '../../../src/engine';
import HomePage from '../../../src/pages/home';
import { createFakeEngine, type FakeEngine } from '../support/fakeEngine';
import {
  installIntersectionObserver,
  scrollIntoView,
  uninstallIntersectionObserver,
  watchedElements,
} from '../support/intersectionObserver';
import { manualClock, type ManualClock } from '../../support/manualClock';
import { renderPage } from '../support/renderPage';

jest.mock('../../../src/engine', () => ({ ...jest.requireActual('../../../src/engine'), loadEngine: jest.fn() }));

/** The gallery's preview queue gets its slots from the test: a card is drawn only when a test runs a slot. */
let mockTime: ManualClock;
jest.mock('../../../src/runtime/scheduling/frameQueue', () => {
  const actual = jest.requireActual<typeof import('../../../src/runtime/scheduling/frameQueue')>(
    '../../../src/runtime/scheduling/frameQueue',
  );
  return {
    ...actual,
    createFrameQueue: (options: import('../../../src/runtime/scheduling/frameQueue').FrameQueueOptions = {}) =>
      actual.createFrameQueue({ ...options, clock: mockTime.clock }),
  };
});

let engine: FakeEngine;

beforeEach(() => {
  mockTime = manualClock();
  engine = createFakeEngine();
  jest.mocked(loadEngine).mockResolvedValue(engine);
  installIntersectionObserver();
});

afterEach(() => {
  uninstallIntersectionObserver();
});

function openHome(at = '/') {
  return renderPage(HomePage, '/', at);
}

/** Scrolls the gallery into view and waits for its cards. */
async function showGallery() {
  const placeholder = screen.getByText('Templates appear here as you scroll.');
  act(() => scrollIntoView(placeholder.parentElement!));
  await screen.findByText(/templates\.$|templates match\.$/);
}

const visibleCardNames = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.gallery-card'))
    .filter((card) => !card.hidden)
    .map((card) => card.dataset.template);

test('shows what the tool is and links to the four pages, without loading the engine', () => {
  openHome();
  expect(screen.getByRole('heading', { level: 1, name: 'Infographic Preview' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.title).toBe('Home · Infographic Preview');
  const pages = screen.getByRole('region', { name: 'Pages' });
  expect(
    within(pages)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/renderer', '/editor', '/dynamic', '/style']);
  expect(loadEngine).not.toHaveBeenCalled();
});

test('the engine is requested only when the gallery scrolls into view', async () => {
  openHome();
  // Mounted and waiting for the gallery to come into view, which is the only thing that asks for the engine.
  expect(watchedElements()).toContain(screen.getByText('Templates appear here as you scroll.').parentElement);
  expect(loadEngine).not.toHaveBeenCalled();
  await showGallery();
  expect(loadEngine).toHaveBeenCalledTimes(1);
  expect(screen.getByText('4 templates.')).toBeInTheDocument();
});

test('groups every template by category; each card links to it in the Renderer', async () => {
  openHome();
  await showGallery();
  const gallery = screen.getByRole('region', { name: 'Templates' });
  expect(
    within(gallery)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Lists 2', 'Sequences 1', 'Charts 1']);
  const card = within(gallery).getByRole('link', { name: /Timeline simple/ });
  expect(card).toHaveAttribute('href', '/renderer?template=sequence-timeline-simple');
  expect(card).toHaveTextContent('sequence-timeline-simple');
});

test('card previews are drawn from sample data only once each card comes into view', async () => {
  openHome();
  await showGallery();
  expect(engine.handles).toHaveLength(0);
  const card = document.querySelector('[data-template="chart-pie-donut"] .gallery-card__preview')!;
  expect(watchedElements()).toContain(card);
  act(() => scrollIntoView(card));
  // In view, it waits for the queue's next slot.
  expect(card.querySelector('svg')).toBeNull();
  expect(mockTime.waitingPaints).toBe(1);
  act(() => void mockTime.paintAll());
  expect(card.querySelector('svg text')?.textContent).toBe('Sample of chart-pie-donut');
  expect(engine.handles).toHaveLength(1);
});

test('a card hidden by the filter before its turn comes is not drawn until it shows again', async () => {
  const user = userEvent.setup();
  openHome('/?q=timeline');
  await showGallery();
  const card = document.querySelector('[data-template="chart-pie-donut"] .gallery-card__preview')!;
  expect(card.closest('[hidden]')).not.toBeNull();
  // Its turn comes while it is hidden (it was queued just before the filter hid it).
  act(() => scrollIntoView(card));
  expect(mockTime.waitingPaints).toBe(1);
  act(() => void mockTime.paintAll());
  expect(engine.handles).toHaveLength(0);
  expect(watchedElements()).toContain(card);

  await user.clear(screen.getByRole('searchbox', { name: 'Search templates' }));
  await waitFor(() => expect(card.closest('[hidden]')).toBeNull());
  act(() => scrollIntoView(card));
  act(() => void mockTime.paintAll());
  expect(card.querySelector('svg text')?.textContent).toBe('Sample of chart-pie-donut');
});

test('search filters by name and category, and the query follows into the URL', async () => {
  const user = userEvent.setup();
  const { router } = openHome();
  await showGallery();
  const search = screen.getByRole('searchbox', { name: 'Search templates' });
  await user.type(search, 'timeline');
  await waitFor(() => expect(visibleCardNames()).toEqual(['sequence-timeline-simple']));
  await waitFor(() => expect(router.state.location.search).toBe('?q=timeline'));
  expect(screen.getByText('1 of 4 templates match.')).toBeInTheDocument();

  await user.clear(search);
  await user.type(search, 'lists');
  await waitFor(() => expect(visibleCardNames()).toEqual(['list-grid-badge-card', 'list-row-simple-horizontal-arrow']));
  // Typing replaces the history entry instead of adding one per keystroke.
  expect(router.state.historyAction).toBe('REPLACE');
});

/** Home with its gallery shown and `text` typed in the search (under fake timers: the address waits for them). */
async function typedInGallery(text: string) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { router } = openHome();
  await showGallery();
  await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), text);
  return { user, router };
}

test('following a card’s link within the search’s wait puts the search in Home’s address first, so Back brings it back', async () => {
  jest.useFakeTimers();
  try {
    const { user, router } = await typedInGallery('timeline');
    // Clicked before the search's wait for the address is over.
    await user.click(screen.getByRole('link', { name: 'Edit sequence-timeline-simple in the Editor' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/editor?template=sequence-timeline-simple');
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?q=timeline'));
  } finally {
    jest.useRealTimers();
  }
});

test('a search whose wait ends after the browser has left Home is not written into the next page’s address', async () => {
  jest.useFakeTimers();
  try {
    const { router } = await typedInGallery('timeline');
    // The browser is on another page while Home is still mounted (that page's chunk is loading).
    window.history.pushState(null, '', '/editor?template=sequence-timeline-simple');
    act(() => void jest.advanceTimersByTime(1_000));
    expect(router.state.location.search).toBe('');
    expect(window.location.search).toBe('?template=sequence-timeline-simple');
  } finally {
    window.history.pushState(null, '', '/');
    jest.useRealTimers();
  }
});

test('the category filter narrows and lands in the URL at once', async () => {
  const user = userEvent.setup();
  const { router } = openHome();
  await showGallery();
  const category = screen.getByRole('combobox', { name: 'Category' });
  await waitFor(() => expect(category).toBeEnabled());
  await user.selectOptions(category, 'chart');
  expect(router.state.location.search).toBe('?category=chart');
  await waitFor(() => expect(visibleCardNames()).toEqual(['chart-pie-donut']));
  // Groups with no match are hidden.
  expect(screen.getByRole('heading', { name: /Lists/, hidden: true }).closest('section')).not.toBeVisible();
});

test('a search in the address survives a reload: the field and the cards start filtered', async () => {
  openHome('/?q=badge&category=list');
  expect(screen.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('badge');
  await showGallery();
  expect(visibleCardNames()).toEqual(['list-grid-badge-card']);
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('list');
});

test('no match says so and offers to clear the search', async () => {
  const user = userEvent.setup();
  const { router } = openHome('/?q=zebra');
  await showGallery();
  expect(screen.getByText('No template matches “zebra”.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(router.state.location.search).toBe('');
  await waitFor(() => expect(visibleCardNames()).toHaveLength(4));
  expect(screen.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('');
});

test('an engine that fails to load shows an alert with Retry in the gallery', async () => {
  const user = userEvent.setup();
  jest.mocked(loadEngine).mockRejectedValueOnce(new Error('Loading chunk engine failed.'));
  openHome();
  act(() => scrollIntoView(screen.getByText('Templates appear here as you scroll.').parentElement!));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Loading chunk engine failed.');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('4 templates.')).toBeInTheDocument();
});
