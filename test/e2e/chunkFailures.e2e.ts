// A page whose code or stylesheet cannot be fetched says so, and Retry recovers once the network does.
import type { Route } from 'playwright-core';
import { useBrowser, type Visit } from './harness/browserSession';
import { chunkFiles } from './harness/distFiles';
import { eventually } from './harness/eventually';
import { pageNamed } from './harness/pages';
import { suiteDist } from './harness/suiteEnv';

const session = useBrowser();
const renderer = pageNamed('Renderer');
const CHUNK_TIMEOUT_MS = 120_000;

async function openHome(visit: Visit): Promise<void> {
  await visit.app.goto('/');
  await visit.app.waitForHeading(pageNamed('Home').heading);
}

it('shows "Loading chunk … failed." when the page script is cut off, and Retry renders the page', async () => {
  const visit = await session.visit();
  const script = `**/${chunkFiles(suiteDist(), renderer.chunk).js}`;
  await visit.context.route(script, (route) => route.abort('connectionreset'));
  await openHome(visit);

  await visit.app.navigateTo(renderer.name);
  expect(await visit.app.chunkAlertText()).toContain(`Loading chunk ${renderer.chunk} failed.`);
  await expect(visit.app.reloadButton.isVisible()).resolves.toBe(true);
  expect(await visit.app.headings.allInnerTexts()).toEqual([]);

  await visit.context.unroute(script);
  await visit.app.retryButton.click();
  await visit.app.waitForPage(renderer);
  expect(await visit.app.chunkAlert.count()).toBe(0);
});

it('shows "Loading CSS chunk … failed." when the page stylesheet is cut off, and Retry renders the page', async () => {
  const visit = await session.visit();
  const stylesheet = chunkFiles(suiteDist(), renderer.chunk).css;
  if (!stylesheet) throw new Error(`the ${renderer.chunk} chunk has no stylesheet to cut off`);
  await visit.context.route(`**/${stylesheet}`, (route) => route.abort('connectionreset'));
  await openHome(visit);

  await visit.app.navigateTo(renderer.name);
  expect(await visit.app.chunkAlertText()).toContain(`Loading CSS chunk ${renderer.chunk} failed.`);

  await visit.context.unroute(`**/${stylesheet}`);
  await visit.app.retryButton.click();
  await visit.app.waitForPage(renderer);
  expect(await visit.app.chunkAlert.count()).toBe(0);
});

it('shows "Loading CSS chunk … failed." when the page stylesheet arrives as 200 with an empty body, and Retry renders the page', async () => {
  const visit = await session.visit();
  const stylesheet = chunkFiles(suiteDist(), renderer.chunk).css;
  if (!stylesheet) throw new Error(`the ${renderer.chunk} chunk has no stylesheet to empty`);
  await visit.context.route(`**/${stylesheet}`, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  await openHome(visit);

  await visit.app.navigateTo(renderer.name);
  expect(await visit.app.chunkAlertText()).toContain(`Loading CSS chunk ${renderer.chunk} failed.`);
  expect(await visit.app.headings.allInnerTexts()).toEqual([]);

  await visit.context.unroute(`**/${stylesheet}`);
  await visit.app.retryButton.click();
  await visit.app.waitForPage(renderer);
  expect(await visit.app.chunkAlert.count()).toBe(0);
  // the page's own rules apply: the stylesheet the retry loaded is the real one, not the empty answer
  await eventually(
    () =>
      visit.app.page.evaluate(
        (name) =>
          Array.from(document.styleSheets)
            .filter((sheet) => sheet.href?.includes(name))
            .map((sheet) => sheet.cssRules.length),
        stylesheet,
      ),
    (counts) => {
      expect(counts).toHaveLength(1);
      expect(counts[0]).toBeGreaterThan(0);
    },
    { what: 'one non-empty page stylesheet in the document' },
  );
});

it('offers Reload, which loads the whole app again and shows the page', async () => {
  const visit = await session.visit();
  const script = `**/${chunkFiles(suiteDist(), renderer.chunk).js}`;
  await visit.context.route(script, (route) => route.abort('connectionreset'));
  await openHome(visit);
  await visit.app.navigateTo(renderer.name);
  await visit.app.chunkAlertText();

  await visit.context.unroute(script);
  await Promise.all([visit.app.page.waitForEvent('load'), visit.app.reloadButton.click()]);
  await visit.app.waitForPage(renderer);
});

it("says so when the interface's own script is cut off (no React to show the panel), and Retry mounts the page", async () => {
  const visit = await session.visit();
  const script = `**/${chunkFiles(suiteDist(), 'app').js}`;
  await visit.context.route(script, (route) => route.abort('connectionreset'));
  await visit.app.goto(renderer.path);

  expect(await visit.app.chunkAlertText()).toContain('Loading chunk app failed.');
  await expect(visit.app.page.getByRole('main').getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
  expect(await visit.app.nav.count()).toBe(0);

  await visit.context.unroute(script);
  await visit.app.retryButton.click();
  await visit.app.waitForPage(renderer);
  expect(await visit.app.chunkAlert.count()).toBe(0);
});

/** Holds every request for the renderer's script until the test lets it go. */
async function holdRendererScript(visit: Visit) {
  const pattern = `**/${chunkFiles(suiteDist(), renderer.chunk).js}`;
  const held: Route[] = [];
  let announce: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (announce = resolve));
  await visit.context.route(pattern, (route) => {
    held.push(route);
    announce();
  });
  return {
    requested,
    /** Let the held requests through, then stop holding: the script arrives late, but it arrives. */
    letThrough: async () => {
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await visit.context.unroute(pattern);
    },
    /** Fail the held requests, then stop holding (later requests go through). Unrouting first would let them through. */
    drop: async () => {
      await Promise.all(held.splice(0).map((route) => route.abort('connectionreset')));
      await visit.context.unroute(pattern);
    },
  };
}

it('shows a loading state in the content area while the page script is on its way, with the nav still there', async () => {
  const visit = await session.visit();
  const hold = await holdRendererScript(visit);
  await openHome(visit);

  await visit.app.navigateTo(renderer.name);
  await hold.requested;
  await visit.app.loading.waitFor({ state: 'visible' });
  await expect(visit.app.nav.isVisible()).resolves.toBe(true);
  expect(await visit.app.headings.allInnerTexts()).toEqual([]);

  // The slow script arrives after all: the loading state gives way to the page, with no failure on the way.
  await hold.letThrough();
  await visit.app.waitForPage(renderer);
  expect(await visit.app.chunkAlert.count()).toBe(0);
  await visit.app.loading.waitFor({ state: 'detached' });
});

it('fails a page script held past 120 s as a timeout (on a fast-forwarded clock), and Retry then renders the page', async () => {
  const visit = await session.visit();
  const hold = await holdRendererScript(visit);
  const warnings: string[] = [];
  visit.app.page.on('console', (message) => warnings.push(message.text()));
  await visit.app.page.clock.install();

  // The first page's chunk is fetched at boot, so the held script also holds the window's load event: don't wait for it.
  await visit.app.page.goto(visit.app.url(renderer.path), { waitUntil: 'commit' });
  await hold.requested;
  await visit.app.loading.waitFor({ state: 'visible' });

  // Short of the limit the page is still loading... (the installed clock also flows in real time, which a loaded machine
  // stretches to seconds between these steps: 1 s short of the limit failed once under load, so stay 30 s short)
  await visit.app.page.clock.runFor(CHUNK_TIMEOUT_MS - 30_000);
  await expect(visit.app.loading.isVisible()).resolves.toBe(true);
  expect(await visit.app.chunkAlert.count()).toBe(0);

  // ...and past it the load has failed, reported as a timeout.
  await visit.app.page.clock.runFor(31_000);
  const alert = await visit.app.chunkAlertText();
  expect(alert).toContain(`Loading chunk ${renderer.chunk} failed.`);
  expect(alert).toContain('timed out');
  const script = visit.app.url(`/${chunkFiles(suiteDist(), renderer.chunk).js}`);
  await eventually(
    () => warnings.join('\n'),
    (logged) => expect(logged).toContain(`(timeout: ${script})`),
    { what: 'the timeout logged with the script address' },
  );

  await hold.drop();
  await visit.app.retryButton.click();
  await visit.app.waitForPage(renderer);
});
