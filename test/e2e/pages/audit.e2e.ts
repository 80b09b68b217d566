// The picture audit and the kinder unknown template in Chromium against nginx: the cases from issue 12 give their
// warnings by line in the Renderer and the Editor, focusing a finding outlines its element on the picture, the one-click
// fix rewrites the template line, and nothing goes wrong behind the scenes (no console error, no CSP violation).
import type { Locator } from 'playwright-core';
import { useBrowser, type Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { openEditorPage, type EditorPage } from './editorPage';
import { RendererPage } from './rendererPage';
import { LONG_LABEL, TITLE_IGNORED, UNKNOWN_TEMPLATE } from './specs';

const session = useBrowser();

async function openRenderer(): Promise<{ visit: Visit; renderer: RendererPage; warnings: Locator }> {
  const visit = await session.visit();
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  await renderer.waitForPictureText('Shipping a release');
  const warnings = visit.app.page.getByRole('region', { name: /^Diagnostics/ }).locator('li.diagnostic--warning');
  return { visit, renderer, warnings };
}

async function openEditor(): Promise<{ visit: Visit; editor: EditorPage }> {
  const visit = await session.visit();
  return { visit, editor: await openEditorPage(visit) };
}

it('Renderer: a title the template does not draw is a warning on the title line', async () => {
  const { visit, renderer, warnings } = await openRenderer();
  await renderer.source.fill(TITLE_IGNORED);
  await renderer.waitForPictureText('Engineering');
  await eventually(
    () => warnings.allInnerTexts(),
    (texts) => expect(texts.join('\n')).toContain("line 3: This template does not draw a title: 'Organisation' is not in the picture."),
    { what: 'the title-not-drawn warning on line 3' },
  );
  expect(await renderer.pictureText()).not.toContain('Organisation');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('Renderer: a 40-word label overflows its box; focusing the warning outlines the label on the picture', async () => {
  const { visit, renderer, warnings } = await openRenderer();
  await renderer.source.fill(LONG_LABEL);
  await renderer.waitForPictureText('word40');
  const finding = warnings.filter({ hasText: 'line 5: The label' });
  await eventually(
    () => finding.allInnerTexts(),
    (texts) =>
      expect(texts).toEqual([expect.stringMatching(/line 5: The label 'word1 word2 [^']*…' overflows its box, runs over .*the title/)]),
    { what: 'one overflow warning on line 5 that names the title it runs over' },
  );
  const outline = renderer.preview.region.getByTestId('finding-outline');
  expect(await outline.count()).toBe(0);
  await finding.getByRole('button').focus();
  await outline.waitFor();
  // the outline is drawn around the label's element: it holds the label's box
  const label = renderer.picture.locator('[data-element-type="item-label"][data-indexes="0"]');
  const [outlineBox, labelBox] = [await outline.boundingBox(), await label.boundingBox()];
  expect(outlineBox!.x).toBeLessThanOrEqual(labelBox!.x);
  expect(outlineBox!.y).toBeLessThanOrEqual(labelBox!.y);
  expect(outlineBox!.x + outlineBox!.width).toBeGreaterThanOrEqual(labelBox!.x + labelBox!.width);
  expect(outlineBox!.y + outlineBox!.height).toBeGreaterThanOrEqual(labelBox!.y + labelBox!.height);
  await renderer.source.focus();
  await outline.waitFor({ state: 'detached' });
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('Renderer: an unknown template draws with the nearest one, and "Use chart-column-simple" rewrites the line', async () => {
  const { visit, renderer, warnings } = await openRenderer();
  await renderer.source.fill(UNKNOWN_TEMPLATE);
  await renderer.waitForPictureText('Sales by region');
  const warning = warnings.filter({ hasText: "line 1: Unknown template 'chart-column-grouped-simple'" });
  await eventually(
    () => warning.allInnerTexts(),
    (texts) => expect(texts).toEqual([expect.stringContaining('the picture uses the nearest one, chart-column-simple.')]),
    { what: 'the nearest-template warning on line 1' },
  );
  // other close names are offered too
  expect(await warning.getByRole('button', { name: /^Use / }).count()).toBeGreaterThan(1);
  await warning.getByRole('button', { name: 'Use chart-column-simple', exact: true }).click();
  await renderer.waitForSourceText(UNKNOWN_TEMPLATE.replace('chart-column-grouped-simple', 'chart-column-simple'));
  await eventually(
    () => renderer.shownDiagnostics(),
    (shown) => expect(shown.summary).toBe('No problems'),
    { what: 'no problem left once fixed' },
  );
  await renderer.waitForPictureText('Sales by region');
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('Editor: the audit finding is a lint warning on its line, and the unknown template has a lint quick fix', async () => {
  const { visit, editor } = await openEditor();
  await editor.replaceText(TITLE_IGNORED);
  await editor.preview.waitForPictureText('Engineering');
  await editor.runAction('Show problems');
  await editor.lintPanel.getByRole('option').filter({ hasText: "Line 3: This template does not draw a title: 'Organisation'" }).waitFor();

  await editor.replaceText(UNKNOWN_TEMPLATE);
  await editor.preview.waitForPictureText('Sales by region');
  const item = editor.lintPanel.getByRole('option').filter({ hasText: "Line 1: Unknown template 'chart-column-grouped-simple'" });
  await item.waitFor();
  await item.locator('button', { hasText: 'Use chart-column-simple' }).click();
  await editor.waitForText(UNKNOWN_TEMPLATE.replace('chart-column-grouped-simple', 'chart-column-simple').trimEnd() + '\n');
  await item.waitFor({ state: 'detached' });
  expect(visit.watch.problems()).toEqual(noProblems());
});
