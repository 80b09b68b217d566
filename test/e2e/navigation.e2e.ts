// Every route reached the ways a user reaches it: typed in, reloaded, through the nav, back and forward.
import { AppPage } from './harness/appPage';
import { useBrowser } from './harness/browserSession';
import { NOT_FOUND_HEADING, PAGES, pageNamed } from './harness/pages';

const session = useBrowser();

describe('each route', () => {
  it.each(PAGES.map((facts) => [facts.path, facts] as const))('%s opens directly and survives a reload', async (_path, facts) => {
    const { app } = await session.visit();
    await app.goto(facts.path);
    expect(await app.shownPage(facts.heading)).toEqual(AppPage.expected(facts));

    await app.page.reload();
    expect(await app.shownPage(facts.heading)).toEqual(AppPage.expected(facts));
  });

  it('keeps the query string of a deep link', async () => {
    const { app } = await session.visit();
    await app.goto('/renderer?x=1');
    await app.shownPage('Renderer');
    expect(new URL(app.page.url()).search).toBe('?x=1');
  });
});

describe('the main nav', () => {
  it('reaches every page from the home page, and back and forward walk the same way', async () => {
    const { app } = await session.visit();
    await app.goto('/');
    await app.shownPage(pageNamed('Home').heading);

    const tour = ['Renderer', 'Editor', 'Dynamic', 'Style', 'Home'].map(pageNamed);
    for (const facts of tour) {
      await app.navigateTo(facts.name);
      expect(await app.shownPage(facts.heading)).toEqual(AppPage.expected(facts));
    }

    const visited = [pageNamed('Home'), ...tour];
    for (let index = visited.length - 2; index >= 0; index -= 1) {
      await app.page.goBack();
      expect(await app.shownPage(visited[index].heading)).toEqual(AppPage.expected(visited[index]));
    }
    for (let index = 1; index < visited.length; index += 1) {
      await app.page.goForward();
      expect(await app.shownPage(visited[index].heading)).toEqual(AppPage.expected(visited[index]));
    }
  });
});

describe('an unknown path', () => {
  it('shows the not-found page inside the layout, with a way home', async () => {
    const { app } = await session.visit();
    const response = await app.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    expect(await app.notFoundShown()).toEqual([NOT_FOUND_HEADING]);
    await expect(app.nav.isVisible()).resolves.toBe(true);
    expect(await app.currentNavLinks()).toEqual([]);

    await app.homeLink.click();
    const home = pageNamed('Home');
    expect(await app.shownPage(home.heading)).toEqual(AppPage.expected(home));
  });
});
