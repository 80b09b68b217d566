// The browser tests' watch (harness/pageWatch.ts) reports every failed request of the page, but not the downloads a reload
// cancels: a user reloading mid-download sees nothing wrong, and a test that reloads must not fail for it.
import { useBrowser } from './harness/browserSession';
import { chunkFiles } from './harness/distFiles';
import { eventually } from './harness/eventually';
import { noProblems } from './harness/pageWatch';
import { suiteDist } from './harness/suiteEnv';

const session = useBrowser();

it('a request the page itself gives up is reported; the engine download a reload cuts short is not', async () => {
  const { app, watch } = await session.visit();
  const { page } = app;
  // A slow network (about 50 KB/s) keeps the engine chunk downloading when the reload comes.
  const cdp = await page.context().newCDPSession(page);
  const throttle = (downloadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, uploadThroughput: -1, downloadThroughput });
  await cdp.send('Network.enable');
  await throttle(50_000);
  const engine = chunkFiles(suiteDist(), 'engine').js;
  await app.goto('/style');
  await app.waitForHeading('Style');
  await eventually(
    () => watch.countRequests(`/${engine}`),
    (count) => expect(count).toBe(1),
    { what: 'the engine chunk asked for' },
  );
  await page.reload();
  await throttle(-1);
  await app.waitForHeading('Style');
  await app.previewPicture.waitFor({ state: 'visible' });
  expect(watch.problems()).toEqual(noProblems());

  // A fetch the page aborts itself, in the document it is in, is a failed request.
  await page.route('**/held-for-the-watch', () => undefined);
  await page.evaluate(() => {
    const controller = new AbortController();
    const asked = fetch('/held-for-the-watch', { signal: controller.signal }).catch(() => undefined);
    setTimeout(() => controller.abort(), 100);
    return asked;
  });
  await eventually(
    () => watch.problems().failedRequests,
    (failed) => expect(failed).toEqual([`${new URL(page.url()).origin}/held-for-the-watch: net::ERR_ABORTED`]),
    { what: 'the aborted fetch reported' },
  );
});
