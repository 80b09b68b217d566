// The preview page object's own logic, on a hand-made page in Chromium: it waits for the picture counter to move on
// (and only in its own preview), and for the stage to be sized to the picture.
import { useBrowser } from '../harness/browserSession';
import { PreviewPane, parsePictureVersion } from './previewPane';

const session = useBrowser();

/** Two previews as the app draws them: a labelled region around a stage; the second one's counter is at 5. */
const TWO_PREVIEWS = `
  <section aria-label="Preview"><div data-testid="preview-stage"><svg viewBox="0 0 320 180"></svg></div></section>
  <section aria-label="Other preview"><div data-testid="preview-stage" data-picture-version="5"></div></section>`;

async function openTwoPreviews() {
  const { app } = await session.visit();
  await app.page.setContent(TWO_PREVIEWS);
  return { page: app.page, preview: new PreviewPane(app.page), other: new PreviewPane(app.page, 'Other preview') };
}

it('reads a missing or empty counter as 0 (no picture yet) and rejects one that is not a count', () => {
  expect([null, '', '0', '7'].map(parsePictureVersion)).toEqual([0, 0, 0, 7]);
  expect(() => parsePictureVersion('x')).toThrow('data-picture-version is not a picture count: "x"');
  expect(() => parsePictureVersion('-1')).toThrow('not a picture count');
});

it('waits for the counter of its own preview to move on, and returns the new value', async () => {
  const { page, preview, other } = await openTwoPreviews();
  expect(await preview.pictureVersion()).toBe(0);
  expect(await other.pictureVersion()).toBe(5);
  // The other preview changes first, then ours: only ours ends the wait.
  await page.evaluate(() => {
    const [ours, theirs] = document.querySelectorAll('[data-testid="preview-stage"]');
    setTimeout(() => theirs.setAttribute('data-picture-version', '6'), 100);
    setTimeout(() => ours.setAttribute('data-picture-version', '1'), 400);
  });
  await expect(preview.waitForNewPicture(0)).resolves.toBe(1);
  expect(await other.pictureVersion()).toBe(6);
});

it('does not take the picture already on screen for a new one', async () => {
  const { other } = await openTwoPreviews();
  // Long enough for a probe to come back from a busy browser: the point is what it says once it gives up.
  await expect(other.waitForNewPicture(5, { timeoutMs: 5_000 })).rejects.toThrow(
    /a new picture in the "Other preview" preview \(data-picture-version other than 5\)\.\nLast value seen: 5/,
  );
});

it('waits until the stage is sized to the picture on screen', async () => {
  const { page, preview } = await openTwoPreviews();
  const settled = preview.waitForPictureTakenIn();
  await page.evaluate(() =>
    setTimeout(() => {
      const stage = document.querySelector<HTMLElement>('[data-testid="preview-stage"]')!;
      stage.style.width = '320px';
      stage.style.height = '180px';
    }, 200),
  );
  await expect(settled).resolves.toBeUndefined();
});
