// With scripting off the app cannot run, and says so instead of showing a blank page.
import { useBrowser } from './harness/browserSession';
import { NOSCRIPT_MESSAGE } from './harness/pages';

const session = useBrowser();

it('tells a visitor without JavaScript to enable it', async () => {
  const { app } = await session.visit({ javaScriptEnabled: false });
  await app.goto('/renderer');
  // innerText is the rendered text; Playwright's text locators never look inside <noscript>.
  expect(await app.page.locator('body').innerText()).toBe(NOSCRIPT_MESSAGE);
  expect(await app.headings.count()).toBe(0);
});
