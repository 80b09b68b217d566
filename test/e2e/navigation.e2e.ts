// Every route reached the ways a user reaches it: typed in, reloaded, through the nav, back and forward.
import { useBrowser } from './harness/browserSession';
import { PAGES, pageNamed } from './harness/pages';

const session = useBrowser();

describe('each route', () => {
  it.each(PAGES.map((facts) => [facts.path, facts] as const))('%s opens directly and survives a reload', async (_path, facts) => {
    const { app } = await session.visit();
    await app.goto(facts.path);
    await app.waitForPage(facts);

    await app.page.reload();
    await app.waitForPage(facts);
  });

  it('keeps the query string of a deep link', async () => {
    const { app } = await session.visit();
    await app.goto('/renderer?x=1');
    await app.waitForHeading('Renderer');
    expect(new URL(app.page.url()).search).toBe('?x=1');
  });
});

describe('the main nav', () => {
  it('reaches every page from the home page, and back and forward walk the same way', async () => {
    const { app } = await session.visit();
    await app.goto('/');
    await app.waitForHeading(pageNamed('Home').heading);

    const tour = ['Renderer', 'Editor', 'Dynamic', 'Style', 'Home'].map(pageNamed);
    for (const facts of tour) {
      await app.navigateTo(facts.name);
      await app.waitForPage(facts);
    }

    const visited = [pageNamed('Home'), ...tour];
    for (let index = visited.length - 2; index >= 0; index -= 1) {
      await app.page.goBack();
      await app.waitForPage(visited[index]);
    }
    for (let index = 1; index < visited.length; index += 1) {
      await app.page.goForward();
      await app.waitForPage(visited[index]);
    }
  });
});

describe('an unknown path', () => {
  it('shows the not-found page inside the layout, with a way home', async () => {
    const { app } = await session.visit();
    const response = await app.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await app.waitForNotFound();
    await expect(app.nav.isVisible()).resolves.toBe(true);

    await app.homeLink.click();
    const home = pageNamed('Home');
    await app.waitForPage(home);
  });
});
