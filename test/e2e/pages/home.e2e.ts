// Home in Chromium against nginx: the first paint never waits for the engine (it is requested only once the gallery
// scrolls into view), the gallery search filters and survives a reload, a card opens its template in the Renderer,
// and scrolling through every preview raises no console error, foreign request or CSP violation.
import type { Locator } from 'playwright-core';
import { useBrowser } from '../harness/browserSession';
import { isChunkRequest } from '../harness/distFiles';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { RendererPage } from './rendererPage';

const session = useBrowser();
/** A phone: the hero and entry cards fill the first screen, so the gallery starts below the fold. */
const PHONE = { width: 390, height: 740 };

/** Drawing every template (~276) a screen at a time took ~2 min on a loaded 2-core machine: more than the suite's 2 min per test. */
const WHOLE_GALLERY_TIMEOUT_MS = 360_000;

const engineRequested = (requests: URL[]) => requests.some((url) => isChunkRequest(url.pathname, 'engine', 'js'));

/** Template names of the cards matched (visible) or, with `all`, of every card, in gallery order. */
function cardNames(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.template ?? ''));
}

/** Cards a word search should leave: the word is in what the card shows (title, name) or in its group's heading. */
function cardsShowing(gallery: Locator, word: string): Promise<string[]> {
  return gallery
    .locator('.gallery-card')
    .evaluateAll(
      (elements, lower) =>
        elements
          .filter((card) =>
            `${card.textContent} ${card.closest('section')?.querySelector('h3')?.textContent}`.toLowerCase().includes(lower),
          )
          .map((card) => (card as HTMLElement).dataset.template ?? ''),
      word.toLowerCase(),
    );
}

it('does not request the engine chunk before the first gallery card scrolls into view', async () => {
  const { app, watch } = await session.visit({ viewport: PHONE });
  await app.goto('/');
  await app.waitForHeading('Infographic Preview');
  await app.page.waitForLoadState('networkidle');
  const gallery = app.page.getByRole('region', { name: 'Templates' });
  const placeholder = gallery.getByText('Templates appear here as you scroll.');
  // The premise: where the first card will be is below the fold.
  const box = await placeholder.boundingBox();
  expect(box!.y).toBeGreaterThan(PHONE.height);
  expect(engineRequested(watch.requests)).toBe(false);

  await placeholder.scrollIntoViewIfNeeded();
  const firstCard = gallery.getByRole('link').first();
  await firstCard.waitFor();
  expect(engineRequested(watch.requests)).toBe(true);
  await firstCard.locator('svg').first().waitFor();
  expect(watch.problems()).toEqual(noProblems());
});

it('filters the gallery by a search that is kept in the URL and survives a reload', async () => {
  const { app, watch } = await session.visit();
  await app.goto('/');
  const gallery = app.page.getByRole('region', { name: 'Templates' });
  await gallery.scrollIntoViewIfNeeded();
  const cards = gallery.locator('.gallery-card:not([hidden])');
  await cards.first().waitFor();
  const all = await cards.count();
  expect(all).toBeGreaterThan(100);
  const timelines = await cardsShowing(gallery, 'timeline');
  // The premise: the search leaves some cards and hides most.
  expect(timelines.length).toBeGreaterThan(0);
  expect(timelines.length).toBeLessThan(all);

  await app.page.getByRole('searchbox', { name: 'Search templates' }).fill('timeline');
  await app.page.waitForURL((url) => url.searchParams.get('q') === 'timeline');
  const status = gallery.getByRole('status');
  await eventually(
    // (in the ranking's order: templateSearch.e2e.ts)
    async () => ({ shown: (await cardNames(cards)).sort(), status: await status.innerText() }),
    (filtered) => expect(filtered).toEqual({ shown: timelines.slice().sort(), status: `${timelines.length} of ${all} templates match.` }),
    { what: 'exactly the timeline cards shown, and counted' },
  );
  for (const name of timelines) expect(name).toContain('timeline');

  await app.page.reload();
  await app.waitForHeading('Infographic Preview');
  expect(await app.page.getByRole('searchbox', { name: 'Search templates' }).inputValue()).toBe('timeline');
  await gallery.scrollIntoViewIfNeeded();
  await eventually(
    () => cardNames(cards),
    (shown) => expect(shown.slice().sort()).toEqual(timelines.slice().sort()),
    { what: 'the same cards after the reload' },
  );

  // The category filter goes into the URL too.
  await app.page.getByRole('combobox', { name: 'Category' }).selectOption('chart');
  await app.page.waitForURL((url) => url.searchParams.get('category') === 'chart');
  expect(watch.problems()).toEqual(noProblems());
});

it('a card opens its template’s sample in the Renderer', async () => {
  const { app, watch } = await session.visit();
  await app.goto('/?q=chart-column-simple');
  // The card's own link (its "Edit chart-column-simple in the Editor" link comes after it).
  const card = app.page.getByRole('link', { name: /chart-column-simple/ }).first();
  await app.page.getByRole('region', { name: 'Templates' }).scrollIntoViewIfNeeded();
  await card.click();
  await app.waitForHeading('Renderer');
  const renderer = new RendererPage(app.page);
  await renderer.picture.waitFor();
  await eventually(
    () => renderer.source.inputValue(),
    (source) => expect(source.split('\n')[0]).toBe('infographic chart-column-simple'),
    { what: 'the template’s sample in the source field' },
  );
  // Opened once: the address no longer asks for it, so a reload does not open it again.
  await eventually(
    () => new URL(app.page.url()).search,
    (search) => expect(search).toBe(''),
    { what: 'the template cleared from the address' },
  );
  expect(watch.problems()).toEqual(noProblems());
});

it(
  'draws every template’s preview while scrolling through the gallery, with nothing going wrong',
  async () => {
    const { app, watch } = await session.visit();
    await app.goto('/');
    const gallery = app.page.getByRole('region', { name: 'Templates' });
    await gallery.scrollIntoViewIfNeeded();
    const cards = gallery.locator('.gallery-card');
    await cards.first().waitFor();
    const total = await cards.count();
    // Scroll a screen at a time, as a reader would, letting the cards on screen draw before moving on.
    for (let screens = 0; screens < 300; screens += 1) {
      await app.page.waitForFunction(() =>
        Array.from(document.querySelectorAll('.gallery-card__preview')).every((preview) => {
          const box = preview.getBoundingClientRect();
          const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
          return !onScreen || !preview.classList.contains('is-waiting');
        }),
      );
      const atBottom = await app.page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      if (atBottom) break;
    }
    await app.page.waitForFunction((count) => document.querySelectorAll('.gallery-card__preview:not(.is-waiting)').length === count, total);
    expect(await gallery.locator('.gallery-card__preview.is-drawn').count()).toBe(total);
    expect(await gallery.locator('.gallery-card__preview.is-failed').count()).toBe(0);
    expect(watch.problems()).toEqual(noProblems());
  },
  WHOLE_GALLERY_TIMEOUT_MS,
);
