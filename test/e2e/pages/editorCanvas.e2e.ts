// Editing on the picture in Chromium under the production CSP: a text typed on the canvas lands in the source as one undo
// step (mod+Z brings text and picture back, the cursor stays on its line), a drag and a size from the edit bar become the
// item's attributes in the source, and the library's editor adds no <style> (so no CSP violation) and logs no error.
import { DEFAULT_SOURCE } from '../../../src/shared/document/defaultSource';
import { useBrowser, type Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { openEditorPage, type EditorPage } from './editorPage';

const session = useBrowser();
/** The default document as the code editor shows it (its last line is the empty one after the final line break). */
const ORIGINAL = DEFAULT_SOURCE;

async function openEditor(): Promise<{ visit: Visit; editor: EditorPage }> {
  const visit = await session.visit();
  return { visit, editor: await openEditorPage(visit) };
}

/** The line of the code editor's cursor (CodeMirror marks it, focused or not). */
function cursorLine(editor: EditorPage): Promise<string> {
  return editor.source.locator('.cm-activeLine').innerText();
}

it('a label typed on the picture is written into the source; mod+Z in the code editor brings text and picture back', async () => {
  const { visit, editor } = await openEditor();
  await editor.caretAtEndOfLine(3);
  // digits, +, - and arrows are also the preview's view keys: typed into a canvas text they are text
  await editor.editCanvasText(editor.canvasText('item-label', [1]), 'Peer review 2.0 - final');
  await editor.waitForText(ORIGINAL.replace('- label Review', '- label Peer review 2.0 - final'));
  await eventually(
    () => editor.preview.pictureText(),
    (text) => expect(text).toContain('Peer review 2.0 - final'),
    { what: 'the typed label in the picture' },
  );
  expect(await cursorLine(editor)).toBe('  title Shipping a release');

  await editor.source.focus();
  await editor.page.keyboard.press('ControlOrMeta+z');
  await editor.waitForText(ORIGINAL);
  await eventually(
    () => editor.preview.pictureText(),
    (text) => expect(text).not.toContain('Peer review'),
    { what: 'the picture back to the label "Review"' },
  );
  expect(await editor.preview.pictureText()).toContain('Review');
  expect(await cursorLine(editor)).toBe('  title Shipping a release');

  expect(await editor.injectedEditorStyles()).toEqual([]);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('mod+Z in the preview undoes a canvas edit of the title, which the saved document keeps until then', async () => {
  const { visit, editor } = await openEditor();
  await editor.editCanvasText(editor.canvasText('title'), 'Release day');
  await editor.waitForText(ORIGINAL.replace('title Shipping a release', 'title Release day'));

  await editor.page.reload();
  await visit.app.waitForHeading('Editor');
  await editor.preview.waitForPictureText('Release day');
  await editor.waitForText(ORIGINAL.replace('title Shipping a release', 'title Release day'));

  await editor.editCanvasText(editor.canvasText('title'), 'Launch day');
  await editor.waitForText(ORIGINAL.replace('title Shipping a release', 'title Launch day'));
  // Enter leaves focus on the preview: the keys there go to the text's history
  await editor.page.keyboard.press('ControlOrMeta+z');
  await editor.waitForText(ORIGINAL.replace('title Shipping a release', 'title Release day'));
  await editor.preview.waitForPictureText('Release day');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('Escape while typing on the picture puts the old text back and leaves the source alone', async () => {
  const { visit, editor } = await openEditor();
  await editor.editCanvasText(editor.canvasText('item-desc', [3]), 'Not this', 'Escape');
  await eventually(
    () => editor.canvasText('item-desc', [3]).textContent(),
    (shown) => expect(shown?.trim()).toBe('Deploy and announce'),
    { what: 'the description as it was' },
  );
  // a later edit still lands, so the text stayed untouched in between
  await editor.editCanvasText(editor.canvasText('item-desc', [3]), 'Deploy it');
  await editor.waitForText(ORIGINAL.replace('desc Deploy and announce', 'desc Deploy it'));
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('a dragged label is kept as its attributes in the source, and the picture drawn from that text keeps it there', async () => {
  const { visit, editor } = await openEditor();
  const draft = editor.canvasText('item-label', [0]);
  const before = (await draft.boundingBox())!;
  await editor.selectCanvasText(draft);
  await editor.dragCanvasText(draft, 40, 24);

  const text = await eventually(
    () => editor.text(),
    (now) => expect(now).toMatch(/- label Draft\n {6}desc Write the change\n {6}attributes\n {8}label\n {10}x -?[\d.]+\n {10}y -?[\d.]+\n/),
    { what: "the dragged label's x and y under the first item" },
  );
  expect(text.replace(/ {6}attributes\n( {8,}.*\n)+/, '')).toBe(ORIGINAL);

  // A picture drawn afresh from the text (the title typed) shows the label where it was dropped.
  const shown = await editor.preview.pictureVersion();
  await editor.caretAtEndOfLine(3);
  await editor.page.keyboard.type('!');
  await editor.preview.waitForNewPicture(shown);
  await editor.preview.waitForPictureText('Shipping a release!');
  await eventually(
    () => editor.canvasText('item-label', [0]).boundingBox(),
    (after) => {
      expect(after!.x - before.x).toBeGreaterThan(20);
      expect(after!.y - before.y).toBeGreaterThan(10);
    },
    { what: 'the redrawn label moved right and down from where it started' },
  );
  await expect(editor.canvasNotice.count()).resolves.toBe(0);
  expect(await editor.injectedEditorStyles()).toEqual([]);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it("a text size picked in the edit bar becomes the label's font-size in the source and in the picture", async () => {
  const { visit, editor } = await openEditor();
  const test = editor.canvasText('item-label', [2]);
  await editor.selectCanvasText(test);
  await editor.pickTextSize('L');

  await editor.waitForText(
    ORIGINAL.replace(
      '      desc Run the whole suite\n',
      '      desc Run the whole suite\n      attributes\n        label\n          font-size 20\n',
    ),
  );
  await eventually(
    () => editor.canvasText('item-label', [2]).evaluate((label) => getComputedStyle(label.querySelector('span')!).fontSize),
    (size) => expect(size).toBe('20px'),
    { what: 'the label drawn at 20px' },
  );
  expect(await editor.injectedEditorStyles()).toEqual([]);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('a title renamed on the canvas changes only the title line: comments and the theme block before the data stay put', async () => {
  const { visit, editor } = await openEditor();
  const written = [
    '# Release plan, kept by hand',
    'theme dark',
    'infographic list-row-simple-horizontal-arrow',
    '',
    'data',
    '  // shown on the wall',
    '  title: Shipping a release',
    '  lists',
    '    - label Sketch',
    '',
    '    - label Ship',
    '      desc Deploy and announce',
    '',
  ].join('\n');
  await editor.replaceText(written);
  await editor.waitForText(written);
  await editor.preview.waitForPictureText('Sketch');
  await editor.editCanvasText(editor.canvasText('title'), 'Release day');
  await editor.waitForText(written.replace('title: Shipping a release', 'title: Release day'));
  await editor.preview.waitForPictureText('Release day');
  expect(visit.watch.problems()).toEqual(noProblems());
});

/** Starts counting the pictures drawn into the preview: each drawing swaps a new stage, holding its <svg>, into it. */
async function countDrawings(editor: EditorPage): Promise<() => Promise<number>> {
  await editor.preview.stage.evaluate((stage) => {
    const counted = stage as HTMLElement & { drawings?: number };
    counted.drawings = 0;
    new MutationObserver((records) => {
      for (const record of records) counted.drawings! += record.addedNodes.length;
    }).observe(stage, { childList: true });
  });
  return () => editor.preview.stage.evaluate((stage) => (stage as HTMLElement & { drawings?: number }).drawings ?? 0);
}

it('a canvas text edit changes exactly its line, is not drawn again from the text it wrote, and one mod+Z takes it back', async () => {
  const { visit, editor } = await openEditor();
  const drawings = await countDrawings(editor);
  await editor.editCanvasText(editor.canvasText('item-label', [2]), 'Load test');
  const edited = ORIGINAL.replace('- label Test', '- label Load test');
  await editor.waitForText(edited);
  // Exactly that line changed: every other line is as it was.
  const changed = edited.split('\n').flatMap((line, i) => (line === ORIGINAL.split('\n')[i] ? [] : [i]));
  expect(changed).toEqual([ORIGINAL.split('\n').indexOf('    - label Test')]);
  // The picture on screen already shows the edit: nothing is drawn from the text it wrote, even after the longest wait the
  // preview gives typing (a pause of at most a second before a slow drawing).
  await editor.page.waitForTimeout(1_500);
  expect(await drawings()).toBe(0);
  expect(await editor.preview.pictureText()).toContain('Load test');

  // One mod+Z (the focus is on the preview after Enter) takes exactly the edit back; that text is drawn.
  await editor.page.keyboard.press('ControlOrMeta+z');
  await editor.waitForText(ORIGINAL);
  await eventually(
    () => editor.preview.pictureText(),
    (text) => expect(text).not.toContain('Load test'),
    { what: 'the picture back to the label "Test"' },
  );
  expect(await drawings()).toBe(1);
  expect(visit.watch.problems()).toEqual(noProblems());
});

/** Buttons and inputs of the library's edit bar and its menus that have no accessible name. */
function unnamedBarControls(editor: EditorPage): Promise<string[]> {
  return editor.page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.picture-edit-bar-root button, .picture-edit-bar-root input'))
      .filter((control) => !(control.getAttribute('aria-label') ?? '').trim() && !(control.textContent ?? '').trim())
      .map((control) => control.outerHTML.slice(0, 80)),
  );
}

it("the edit bar's controls and its menus' are all named in our words, and the bar keeps off the preview's controls", async () => {
  const { visit, editor } = await openEditor();
  const title = editor.canvasText('title');
  await editor.selectCanvasText(title);
  const bar = editor.editBar;
  for (const name of ['Text colour', 'Text size', 'Text alignment', 'Font']) {
    await bar.getByRole('button', { name, exact: true }).hover();
    await editor.page.locator('.infographic-edit-popover__content[data-open="true"]').first().waitFor();
  }
  const menus = editor.page.locator('.picture-edit-bar-root');
  for (const name of ['Text size extra small', 'Text size extra large', 'Align text left', 'Centre text vertically', 'Colour value'])
    // the menus open on hover and close again: named whether open or not
    expect(await menus.getByRole(name === 'Colour value' ? 'textbox' : 'button', { name, exact: true, includeHidden: true }).count()).toBe(
      1,
    );
  await eventually(
    () => unnamedBarControls(editor),
    (unnamed) => expect(unnamed).toEqual([]),
    { what: 'every control of the bar named' },
  );

  // The picture panned until its title sits right under the preview's toolbar: the bar, placed above the title, must not cover it.
  const toolbar = editor.page.getByRole('toolbar', { name: 'Preview view' });
  // the pointer leaves the bar, so the menu it last opened by hover (the font list, over the picture) closes
  await editor.page.mouse.move(1, 1);
  await editor.page.locator('.infographic-edit-popover__content[data-open="true"]').first().waitFor({ state: 'hidden' });
  await editor.page.keyboard.press('Escape');
  await editor.page.getByRole('group', { name: 'Picture' }).focus();
  const gap = async () => (await title.boundingBox())!.y - ((await toolbar.boundingBox())!.y + (await toolbar.boundingBox())!.height);
  for (let presses = 0; presses < 40 && (await gap()) > 12; presses += 1) await editor.page.keyboard.press('ArrowDown');
  expect(await gap()).toBeLessThanOrEqual(12);
  await editor.selectCanvasText(title);
  await eventually(
    async () => ({ bar: (await bar.boundingBox())!, toolbar: (await toolbar.boundingBox())! }),
    ({ bar: box, toolbar: controls }) => expect(box.y).toBeGreaterThanOrEqual(controls.y + controls.height),
    { what: 'the edit bar below the preview toolbar' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});
