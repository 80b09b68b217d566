// A 10,000-character label does not make typing lag behind: it is reported on its line, the picture shows a shortened
// label, and every key typed after it lands in the source (behaviour only: no timing is asserted).
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { openEditorPage } from './editorPage';
import { RendererPage } from './rendererPage';

const session = useBrowser();

const LONG_LABEL = 'word '.repeat(2_000).trim().padEnd(10_000, 'x');
const SPEC = `infographic list-row-horizontal-icon-arrow
data
  title Long labels
  lists
    - label ${LONG_LABEL}
    - label Two
`;
/** Typed key by key after the long label: a new item, then more words at the end of the title. */
const TYPED_ITEM = '\n    - label Typed after it';
const TYPED_TITLE = ' and keys';

it('Renderer: the long label is a warning on line 5, and keys typed after it all land in the source and the picture', async () => {
  expect(LONG_LABEL).toHaveLength(10_000);
  const visit = await session.visit();
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  const renderer = new RendererPage(visit.app.page);
  await renderer.waitForPictureText('Shipping a release');
  await renderer.source.fill(SPEC);
  await renderer.waitForPictureText('Long labels');

  const warnings = visit.app.page.getByRole('region', { name: /^Diagnostics/ }).locator('li.diagnostic--warning');
  const longText = /line 5: .*is 10,000 characters long; the picture shows the first \d+/;
  await eventually(
    () => warnings.allInnerTexts(),
    (texts) => expect(texts.join('\n')).toMatch(longText),
    { what: 'the overlong label reported on line 5' },
  );

  // a new item at the end, typed key by key while the long label is in the text
  await renderer.source.focus();
  await visit.app.page.keyboard.press('ControlOrMeta+End');
  await visit.app.page.keyboard.press('Backspace'); // the trailing newline: the item goes on the last line's end
  await visit.app.page.keyboard.type(TYPED_ITEM);
  // and words at the end of the title (line 3)
  await renderer.source.evaluate((field: HTMLTextAreaElement) => {
    const end = field.value.indexOf('\n', field.value.indexOf('title Long labels'));
    field.setSelectionRange(end, end);
  });
  await visit.app.page.keyboard.type(TYPED_TITLE);

  const expected = SPEC.replace('title Long labels', `title Long labels${TYPED_TITLE}`).replace(/\n$/, '') + TYPED_ITEM;
  await renderer.waitForSourceText(expected);
  await renderer.waitForPictureText('Typed after it');
  await renderer.waitForPictureText(`Long labels${TYPED_TITLE}`);
  await eventually(
    () => warnings.allInnerTexts(),
    (texts) => expect(texts.join('\n')).toMatch(longText),
    { what: 'the overlong label still reported on line 5' },
  );
  // the picture draws a shortened label, not 10,000 characters
  expect((await renderer.pictureText()).length).toBeLessThan(2_000);
});

it('Editor: the long label is marked as a warning, and keys typed at the end of the title all land in the text', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  await editor.replaceText(SPEC);
  await editor.preview.waitForPictureText('Long labels');
  // the warning underlines the long label (CodeMirror draws only the lines in view, so the mark is found by its text)
  await eventually(
    () =>
      editor.source.evaluate((content) => Array.from(content.querySelectorAll('.cm-lintRange-warning'), (mark) => mark.textContent ?? '')),
    (marked) => expect(marked.join('')).toContain(LONG_LABEL.slice(0, 200)),
    { what: 'a warning mark under the long label' },
  );

  // to the end of the title, line 3 (lines 1-3 are short: no wrapped rows on the way)
  await editor.source.focus();
  await visit.app.page.keyboard.press('ControlOrMeta+Home');
  await visit.app.page.keyboard.press('ArrowDown');
  await visit.app.page.keyboard.press('ArrowDown');
  await visit.app.page.keyboard.press('End');
  await visit.app.page.keyboard.type(TYPED_TITLE);
  // every key landed, in order, on the title line (read from the lines drawn: the view holds the lines around the caret)
  await eventually(
    () => editor.text(),
    (text) => expect(text.split('\n')).toContain(`  title Long labels${TYPED_TITLE}`),
    { what: 'the typed words at the end of the title line' },
  );
  await editor.preview.waitForPictureText(`Long labels${TYPED_TITLE}`);
});
