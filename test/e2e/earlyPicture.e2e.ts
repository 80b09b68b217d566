// A share link's picture is drawn before the page's own code runs (issue 32: the picture waits for the engine alone), and
// the page takes that very picture into its preview instead of drawing it again; in the Editor it stays editable on the canvas.
import type { Page } from 'playwright-core';
import { encodeShareCode } from '../../src/shared/links/shareLink';
import { useBrowser } from './harness/browserSession';
import { eventually } from './harness/eventually';
import { holdChunk } from './harness/holdChunk';
import { noProblems } from './harness/pageWatch';
import { EditorPage } from './pages/editorPage';
import { RendererPage } from './pages/rendererPage';

const session = useBrowser();

const SPEC = `infographic list-row-simple-horizontal-arrow
data
  title Drawn at boot
  lists
    - label Plan
      desc Decide what ships
    - label Build
      desc Make it real
`;

function linkTo(path: string): string {
  const encoded = encodeShareCode(SPEC);
  if (!encoded.ok) throw new Error(encoded.message);
  return `${path}#v=1&code=${encoded.code}`;
}

/** How many times the engine has drawn in this document (its `engine:draw` user-timing measures). */
function drawCount(page: Page): Promise<number> {
  return page.evaluate(() => performance.getEntriesByName('engine:draw').length);
}

it("a share link's picture is on screen while the page's chunk is held back, and the page takes it in without drawing again", async () => {
  const visit = await session.visit();
  const { page } = visit.app;
  const release = await holdChunk(page, 'renderer');
  let drawsBefore: number;
  try {
    await page.goto(visit.app.url(linkTo('/renderer')), { waitUntil: 'commit' });
    const early = page.locator('.early-picture svg', { hasText: 'Drawn at boot' });
    await early.waitFor();
    expect(await visit.app.headings.count()).toBe(0);
    // Its fonts in and any redraw for them done, so every drawing from here on would be the page's.
    await eventually(
      () => page.evaluate(() => document.fonts.status === 'loaded' && performance.getEntriesByName('engine:draw').length > 0),
      (settled) => expect(settled).toBe(true),
      { what: 'the early picture drawn with its fonts in' },
    );
    await early.evaluate((svg) => svg.setAttribute('data-test-drawn-at-boot', ''));
    drawsBefore = await drawCount(page);
  } finally {
    release();
  }

  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(page);
  await eventually(
    () => renderer.preview.picture.getAttribute('data-test-drawn-at-boot'),
    (marked) => expect(marked).toBe(''),
    { what: "the boot's picture in the Renderer's preview" },
  );
  await renderer.preview.waitForPictureTakenIn();
  expect(await page.locator('.early-picture').count()).toBe(0);
  expect(await renderer.preview.pictureVersion()).toBeGreaterThan(0);
  expect(await drawCount(page)).toBe(drawsBefore);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it("the Editor's picture from a share link is editable on the canvas, and the edit reaches the source", async () => {
  const visit = await session.visit();
  await visit.app.goto(linkTo('/editor'));
  await visit.app.waitForHeading('Editor');
  const editor = new EditorPage(visit.app.page);
  await editor.waitForText(SPEC);
  await editor.preview.waitForPictureText('Drawn at boot');
  expect(await visit.app.page.locator('.early-picture').count()).toBe(0);
  await editor.editCanvasText(editor.canvasText('title'), 'Edited on the picture');
  await editor.waitForText(SPEC.replace('title Drawn at boot', 'title Edited on the picture'));
  expect(visit.watch.problems()).toEqual(noProblems());
});
