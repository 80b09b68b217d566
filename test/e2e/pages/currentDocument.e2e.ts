// The current document in Chromium's real IndexedDB: what the user typed survives a reload, and a second tab's save is
// offered in the first (through the real BroadcastChannel), never applied behind the user's back.
import type { Page } from 'playwright-core';
import { useBrowser } from '../harness/browserSession';
import { noProblems } from '../harness/pageWatch';
import { eventually } from '../harness/eventually';
import { CURRENT_DOCUMENT_KEY, DATABASE_NAME, DOCUMENTS_STORE } from '../../../src/shared/document/database';
import { RendererPage } from './rendererPage';
import { SAMPLE_SPECS } from './specs';

const session = useBrowser();

/** The current document's text in the browser's IndexedDB, or null when nothing is stored yet. */
function storedSource(page: Page): Promise<string | null> {
  return page.evaluate(
    async ({ name, store, key }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return null;
        const record = await new Promise<unknown>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).get(key);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        return (record as { document?: { source?: string } } | undefined)?.document?.source ?? null;
      } finally {
        db.close();
      }
    },
    { name: DATABASE_NAME, store: DOCUMENTS_STORE, key: CURRENT_DOCUMENT_KEY },
  );
}

/** Waits until the database holds this text (saves are coalesced, so they come a little after the typing). */
async function waitUntilStored(page: Page, text: string): Promise<void> {
  await eventually(
    () => storedSource(page),
    (stored) => stored === text,
    { what: 'the text as the stored current document' },
  );
}

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
