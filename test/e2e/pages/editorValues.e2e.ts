// Values in the Editor are seen as well as read: a colour has a swatch beside it, and the completion list draws each icon
// name's icon and each colour's swatch, under the page's CSP (no violation, no request elsewhere).
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { openEditorPage } from './editorPage';

const session = useBrowser();

const WITH_COLOUR = `infographic list-row-simple-horizontal-arrow
theme
  colorPrimary #E8684A
data
  title Colours
  lists
    - label One
      icon rock`;

it('draws a swatch beside a colour value and the icons beside icon names in the completion list', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  await editor.replaceText(WITH_COLOUR);
  await eventually(
    () =>
      editor.source
        .locator('.cm-colourSwatch')
        .evaluateAll((swatches) => swatches.map((swatch) => getComputedStyle(swatch).backgroundColor)),
    (colours) => expect(colours).toEqual(['rgb(232, 104, 74)']),
    { what: 'one swatch, painted #E8684A' },
  );
  // the caret is after "icon rock": ask for the list as a keyboard user would
  await editor.page.keyboard.press('Control+Space');
  const rocket = editor.completion('rocket');
  await rocket.waitFor();
  await eventually(
    () =>
      rocket
        .locator('.cm-completionGlyph')
        .evaluate((glyph) => ({ mask: getComputedStyle(glyph).maskImage, width: glyph.getBoundingClientRect().width })),
    (glyph) => {
      expect(glyph.mask).toContain('data:image/svg+xml');
      expect(glyph.width).toBeGreaterThan(0);
    },
    { what: 'the rocket icon drawn beside its name' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it("keeps an icon's box blank in the completion list until its chunk arrives, then draws it in the same place", async () => {
  const visit = await session.visit();
  // every Lucide icon chunk is held until the list has been seen without it
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await visit.context.route('**/lucide-*.js', async (route) => {
    await released;
    await route.continue();
  });
  const editor = await openEditorPage(visit);
  await editor.replaceText(WITH_COLOUR);
  await editor.page.keyboard.press('Control+Space');
  const rocket = editor.completion('rocket');
  await rocket.waitFor();
  const glyph = rocket.locator('.cm-completionGlyph');
  const seen = () =>
    glyph.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const option = element.closest('[role="option"]')!.getBoundingClientRect();
      return {
        mask: getComputedStyle(element).maskImage,
        background: getComputedStyle(element).backgroundColor,
        box: [box.x, box.y, box.width, box.height],
        option: [option.x, option.y, option.width, option.height],
      };
    });
  const blank = await seen();
  expect(blank.mask).toBe('none');
  expect(blank.background).toBe('rgba(0, 0, 0, 0)');
  expect(blank.box[2]).toBeGreaterThan(0);
  expect(blank.box[3]).toBeGreaterThan(0);

  release();
  await eventually(
    seen,
    (drawn) => {
      expect(drawn.mask).toContain('data:image/svg+xml');
      expect(drawn.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(drawn.box).toEqual(blank.box);
      expect(drawn.option).toEqual(blank.option);
    },
    { what: 'the rocket icon drawn in its blank box, nothing moved' },
  );
  // still a listbox with its one selected option
  expect(await editor.completions.getByRole('option', { selected: true }).count()).toBe(1);
  expect(visit.watch.problems()).toEqual(noProblems());
});
