// A misspelt key in an item (issue 29 item 2) in Chromium against nginx: the Renderer lists the warning at its line with a
// fix button, the Editor marks the line with a quick fix; the fix repairs the text, the warning goes and the label is drawn.
import { useBrowser, type Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { EditorPage } from './editorPage';
import { RendererPage } from './rendererPage';

const session = useBrowser();

/** A chart whose second bar's label is written `lable` (line 7): the library draws that bar without a label. */
const MISSPELT = `infographic chart-column-simple
data
  title Fruit sold
  values
    - label Apples
      value 4
    - lable Bananas
      value 3
`;
const FIXED = MISSPELT.replace('lable', 'label');
const WARNING = "line 7: Unknown key 'lable' in item 2 of data.values.";

async function open(path: '/renderer' | '/editor', heading: string): Promise<Visit> {
  const visit = await session.visit();
  await visit.app.goto(path);
  await visit.app.waitForHeading(heading);
  return visit;
}

it('Renderer: the misspelt key is a warning at its line; its fix button repairs the text and the label is drawn', async () => {
  const visit = await open('/renderer', 'Renderer');
  const renderer = new RendererPage(visit.app.page);
  await renderer.waitForPictureText('Shipping a release');
  await renderer.source.fill(MISSPELT);
  await renderer.waitForPictureText('Fruit sold');
  const entry = visit.app.page.getByRole('listitem').filter({ hasText: WARNING });
  await eventually(
    () => entry.allInnerTexts(),
    (texts) =>
      expect(texts).toEqual([
        expect.stringMatching(/^warning line 7: Unknown key 'lable' in item 2 of data.values.\s+Did you mean 'label'\?\s+Use label$/is),
      ]),
    { what: 'the warning with its hint and fix button' },
  );
  expect(await renderer.pictureText()).not.toContain('Bananas');

  await entry.getByRole('button', { name: 'Use label', exact: true }).click();
  await renderer.waitForSourceText(FIXED);
  await renderer.waitForPictureText('Bananas');
  await eventually(
    () => visit.app.page.getByRole('listitem').filter({ hasText: "'lable'" }).count(),
    (count) => expect(count).toBe(0),
    { what: 'the warning gone once fixed' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('Editor: the misspelt key is a warning mark on its line; the quick fix repairs the text and the label is drawn', async () => {
  const visit = await open('/editor', 'Editor');
  const editor = new EditorPage(visit.app.page);
  await editor.preview.waitForPictureText('Shipping a release');
  await editor.replaceText(MISSPELT);
  await editor.preview.waitForPictureText('Fruit sold');
  await eventually(
    () => editor.lintMarks('warning'),
    (marks) => expect(marks).toEqual([{ line: 7, text: '- lable Bananas' }]),
    { what: 'one warning mark, on line 7' },
  );
  expect(await editor.preview.pictureText()).not.toContain('Bananas');

  await editor.runAction('Show problems');
  const item = editor.lintPanel
    .getByRole('option')
    .filter({ hasText: "Line 7: Unknown key 'lable' in item 2 of data.values. Did you mean 'label'?" });
  await item.locator('button', { hasText: 'Use label' }).click();
  await editor.waitForText(FIXED.trimEnd() + '\n');
  await eventually(
    () => editor.lintMarks('warning'),
    (marks) => expect(marks).toEqual([]),
    { what: 'no warning mark once fixed' },
  );
  await editor.preview.waitForPictureText('Bananas');
  expect(visit.watch.problems()).toEqual(noProblems());
});
