// A normal visit to every page: each page's code is fetched once, and nothing goes wrong behind the scenes.
import { useBrowser } from './harness/browserSession';
import { chunkFiles } from './harness/distFiles';
import { eventually } from './harness/eventually';
import { noProblems } from './harness/pageWatch';
import { PAGES, pageNamed } from './harness/pages';
import { suiteDist } from './harness/suiteEnv';

const session = useBrowser();

/** Home typed in, then every page through the nav twice: the second round must come from memory. */
async function tourTwice() {
  const visit = await session.visit();
  await visit.app.goto('/');
  await visit.app.waitForHeading(pageNamed('Home').heading);
  for (let round = 0; round < 2; round += 1) {
    for (const facts of [...PAGES.slice(1), PAGES[0]]) {
      await visit.app.navigateTo(facts.name);
      await visit.app.waitForHeading(facts.heading);
    }
  }
  return visit;
}

it('requests each page chunk exactly once on a tour of all pages', async () => {
  const { watch } = await tourTwice();
  const counts = Object.fromEntries(
    PAGES.map(({ chunk }) => {
      const files = chunkFiles(suiteDist(), chunk);
      return [chunk, { js: watch.countRequests(`/${files.js}`), css: files.css ? watch.countRequests(`/${files.css}`) : 1 }];
    }),
  );
  expect(counts).toEqual(Object.fromEntries(PAGES.map(({ chunk }) => [chunk, { js: 1, css: 1 }])));
});

it('has no console error, failed request, foreign request or CSP violation on a tour', async () => {
  const { app, watch } = await tourTwice();
  // The engine draws under the policy too: the Renderer's sample becomes a picture.
  await app.navigateTo('Renderer');
  await app.waitForHeading(pageNamed('Renderer').heading);
  await app.previewPicture.waitFor({ state: 'visible' });
  // A reload and a deep link too: the document itself must also obey the policy.
  await app.page.reload();
  await app.waitForHeading(pageNamed('Renderer').heading);
  await app.previewPicture.waitFor({ state: 'visible' });
  await app.goto('/style');
  await app.waitForHeading(pageNamed('Style').heading);
  expect(watch.problems()).toEqual(noProblems());
  expect(watch.requests.length).toBeGreaterThan(0);
});

it('would notice a violation: an inline script injected into the page is blocked and reported (control)', async () => {
  const { app, watch } = await session.visit();
  await app.goto('/');
  await app.waitForHeading(pageNamed('Home').heading);
  await app.page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.title = "inline script ran"';
    document.body.append(script);
  });
  // The violation report and the console error reach us as separate events: wait for both.
  await eventually(
    () => watch.problems(),
    (report) => {
      expect(report.cspViolations.join('\n')).toContain('script-src');
      expect(report.consoleErrors.join('\n')).toContain('Content Security Policy');
    },
    { what: 'the blocked inline script reported' },
  );
  expect(await app.page.title()).not.toBe('inline script ran');
});
