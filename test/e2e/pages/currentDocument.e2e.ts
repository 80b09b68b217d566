// The current document in Chromium's real IndexedDB: what the user typed survives a reload, and a second tab's save is
// offered in the first (through the real BroadcastChannel), never applied behind the user's back.
import { useBrowser } from '../harness/browserSession';
import { noProblems } from '../harness/pageWatch';
import { RendererPage } from './rendererPage';
import { SAMPLE_SPECS } from './specs';
import { waitUntilStored } from './storedDocument';

const session = useBrowser();

it('keeps what was typed in the Renderer across a reload, from the browser’s own database', async () => {
  const visit = await session.visit();
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  await renderer.waitForPictureText('Shipping a release');

  await renderer.source.fill(SAMPLE_SPECS[2].text);
  await renderer.waitForPictureText(SAMPLE_SPECS[2].shows);
  await waitUntilStored(visit.app.page, SAMPLE_SPECS[2].text);

  await visit.app.page.reload();
  await visit.app.waitForHeading('Renderer');
  await renderer.waitForPictureText(SAMPLE_SPECS[2].shows);
  await renderer.waitForSourceText(SAMPLE_SPECS[2].text);

  // Typed and reloaded at once, before the coalesced save: the page's last words keep it.
  await renderer.source.fill(SAMPLE_SPECS[3].text);
  await visit.app.page.reload();
  await visit.app.waitForHeading('Renderer');
  await renderer.waitForPictureText(SAMPLE_SPECS[3].shows);
  await renderer.waitForSourceText(SAMPLE_SPECS[3].text);
  await waitUntilStored(visit.app.page, SAMPLE_SPECS[3].text);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('offers a version saved in another tab, and draws it only when the user loads it', async () => {
  const visit = await session.visit();
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const first = new RendererPage(visit.app.page);
  await first.waitForPictureText('Shipping a release');

  // A second tab of the same browser profile (same context: same storage and channel).
  const otherPage = await visit.context.newPage();
  await otherPage.goto(visit.app.url('/renderer'));
  const other = new RendererPage(otherPage);
  await other.waitForPictureText('Shipping a release');
  await other.source.fill(SAMPLE_SPECS[4].text);
  await other.waitForPictureText(SAMPLE_SPECS[4].shows);
  await waitUntilStored(otherPage, SAMPLE_SPECS[4].text);

  const offer = visit.app.page.getByRole('status').filter({ hasText: 'A newer version of this document was saved in another tab' });
  await offer.waitFor();
  // Offered, not applied: the first tab still shows its own picture.
  expect(await first.pictureText()).toContain('Shipping a release');
  await offer.getByRole('button', { name: 'Load it', exact: true }).click();
  await first.waitForPictureText(SAMPLE_SPECS[4].shows);
  await first.waitForSourceText(SAMPLE_SPECS[4].text);
  await offer.waitFor({ state: 'detached' });
  expect(visit.watch.problems()).toEqual(noProblems());
});
